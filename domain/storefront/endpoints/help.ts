/** Help-center cases (storefront.md §2 Help Center, §5). */
import { caseNumberParams, caseReceipt, caseSubmission } from '../api/content.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Help center');

export const submitCase = endpoint({
  method: 'POST',
  path: '/api/cases',
  access: 'anonymous',
  summary: "The Help Center's plain HTML form post: the case is stored and the browser sent back to `retURL`.",
  description:
    'Urlencoded fields `orgid`, `retURL`, `name`, `email`, `phone`, `subject`, `description`, `external=1` (at most 80/80/40/80 characters, description 4000). ' +
    'Answers 303 to `retURL?submitted=CS-XXXXXXXX`, only when `retURL` is on this site (otherwise 400). ' +
    'With WEB_TO_CASE_URL set, a worker forwards stored cases, retried with backoff.',
  body: caseSubmission,
  bodyEncoding: 'form',
  responses: { 303: null },
  errors: { 429: 'Too many cases from this connection.' },
});

export const getCaseReceipt = endpoint({
  method: 'GET',
  path: '/api/cases/:caseNumber',
  access: 'anonymous',
  summary: 'The confirmation the help page shows: number, subject and time, nothing personal.',
  params: caseNumberParams,
  responses: { 200: caseReceipt },
  errors: { 404: 'No case with that number.' },
});
