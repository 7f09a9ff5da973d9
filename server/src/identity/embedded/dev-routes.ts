import type { FastifyPluginAsync } from 'fastify';
import * as identityEndpoints from '#domain/identity/endpoints/account.ts';
import { route } from '../../platform/http/endpoint.ts';
import { escapeHtml, page } from './html.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { formatDateTime } from '#domain/platform/format.ts';
import { readerLanguage, translate } from '../../platform/texts.ts';

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

  route(app, identityEndpoints.devMailboxPage, async (request, reply) => {
    const language = readerLanguage(request);
    const t = translate(language);
    const word = (key: Parameters<typeof t>[0]) => escapeHtml(t(key));
    const rows = (await mailer.recent())
      .map(
        (m) =>
          `<tr><td>${escapeHtml(formatDateTime(m.createdAt, language))}</td><td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.subject)}</td>` +
          `<td>${m.link ? `<a href="${escapeHtml(m.link)}">${word('identity.mailbox.openLink')}</a>` : ''}</td></tr>`,
      )
      .join('');
    const head = ['sent', 'to', 'subject', 'link'] as const;
    const body = rows
      ? `<table><thead><tr>${head.map((column) => `<th>${word(`identity.mailbox.column.${column}`)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`
      : `<p>${word('identity.mailbox.empty')}</p>`;
    return reply.type('text/html; charset=utf-8').send(page(t('identity.mailbox.title'), `<h1>${word('identity.mailbox.heading')}</h1>${body}`, language));
  });
};
