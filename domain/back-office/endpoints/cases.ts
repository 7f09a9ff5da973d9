/** The back office's help-center cases inbox (decision 017): status, assignee, replies by e-mail. */
import { caseDetailResponse, caseListQuery, caseListResponse, caseNumberParams } from '../api/admin.ts';
import { caseReplyForm, caseUpdateForm } from '../cases.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Back office');

export const listCases = endpoint({
  method: 'GET',
  path: '/api/admin/cases',
  access: 'manager',
  summary: 'Help-center cases newest first, 25 a page, by status; `q` matches the case number, e-mail or subject.',
  query: caseListQuery,
  responses: { 200: caseListResponse },
});

export const getCase = endpoint({
  method: 'GET',
  path: '/api/admin/cases/:caseNumber',
  access: 'manager',
  summary: 'One case with its replies.',
  params: caseNumberParams,
  responses: { 200: caseDetailResponse },
  errors: { 404: 'No such case.' },
});

export const updateCase = endpoint({
  method: 'PATCH',
  path: '/api/admin/cases/:caseNumber',
  access: 'manager',
  summary: "Changes a case's status or assignee ('me' or null). Audited.",
  params: caseNumberParams,
  body: caseUpdateForm,
  responses: { 200: caseDetailResponse },
  errors: { 404: 'No such case.' },
});

export const replyToCase = endpoint({
  method: 'POST',
  path: '/api/admin/cases/:caseNumber/replies',
  access: 'manager',
  summary: "Answers the case by e-mail to the shopper's address: the reply, the e-mail in the outbox, the status 'answered' and the audit entry in one transaction.",
  params: caseNumberParams,
  body: caseReplyForm,
  responses: { 201: caseDetailResponse },
  errors: { 404: 'No such case.' },
});
