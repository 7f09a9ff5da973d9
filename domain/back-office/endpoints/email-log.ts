/** The back office's e-mail log (docs/decisions/035-email-log.md): what the shop sent, to whom, and the text. */
import { mailLogMessage, mailLogParams, mailLogQuery, mailLogResponse } from '../email-log.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Back office');

export const listMailLog = endpoint({
  method: 'GET',
  path: '/api/admin/email-log',
  access: 'admin',
  summary: 'E-mails the shop sent in the last 30 days, newest first, 25 a page, optionally by part of the recipient address.',
  description: 'Admins only: the messages carry sign-up and password-reset links and link codes.',
  query: mailLogQuery,
  responses: { 200: mailLogResponse },
});

export const getMailLogMessage = endpoint({
  method: 'GET',
  path: '/api/admin/email-log/:id',
  access: 'admin',
  summary: 'One e-mail with its text, link and delivery state.',
  params: mailLogParams,
  responses: { 200: mailLogMessage },
  errors: { 404: 'No such e-mail (or deleted after 30 days).' },
});
