import type { FastifyPluginAsync } from 'fastify';
import * as identityEndpoints from '#domain/identity/endpoints/account.ts';
import { route } from '../../platform/http/endpoint.ts';
import { escapeHtml, page } from './html.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

/**
 * Development and tests only (IDENTITY_DEV_TOOLS): the e-mails the provider sent, with their links,
 * as a page a person reads and as JSON a test reads.
 */
export const devRoutes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
  route(app, identityEndpoints.devMailbox, async () => ({
    messages: (await mailer.recent()).map((m) => ({
      to: m.recipient,
      subject: m.subject,
      body: m.body,
      link: m.link,
      createdAt: m.createdAt.toISOString(),
    })),
  }));

  route(app, identityEndpoints.devMailboxPage, async (_request, reply) => {
    const rows = (await mailer.recent())
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.createdAt.toISOString())}</td><td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.subject)}</td>` +
          `<td>${m.link ? `<a href="${escapeHtml(m.link)}">Open link</a>` : ''}</td></tr>`,
      )
      .join('');
    const body = rows
      ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Link</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No e-mails yet.</p>';
    return reply.type('text/html; charset=utf-8').send(page('Mailbox', `<h1>Development mailbox</h1>${body}`));
  });
};
