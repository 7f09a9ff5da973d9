/** Returns at the till (docs/decisions/016-returns.md). */
import { createReturnRequest, managersQuery, managersResponse, returnResponse, saleLookupQuery, saleLookupResponse } from '../api/returns.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('POS returns');

export const lookupSale = endpoint({
  method: 'GET',
  path: '/api/pos/sales',
  access: 'cashier',
  summary: 'Find a sale to return from: by transaction number, scanned e-receipt address or order name (#1042).',
  description: 'Answers the sale with its lines, the units of each already returned, its tenders and its earlier returns.',
  query: saleLookupQuery,
  responses: { 200: saleLookupResponse },
  errors: { 404: 'No sale with that transaction number or receipt.' },
});

export const listManagers = endpoint({
  method: 'GET',
  path: '/api/pos/managers',
  access: 'cashier',
  summary: 'The managers who can approve a return at the till (name and e-mail; those with an approval PIN).',
  description:
    'With `storeId`, only those whose approval counts at that store: admins, managers of that store and managers with no store assigned (head office).',
  query: managersQuery,
  responses: { 200: managersResponse },
});

export const createReturn = endpoint({
  method: 'POST',
  path: '/api/pos/returns',
  access: 'cashier',
  summary: 'Return units of a sale, approved by a manager’s e-mail and PIN: refund, points reversed and given back, in one transaction.',
  description:
    'Never more units than were sold, counting earlier returns (409 otherwise). Money goes back to the sale’s tenders in the order they were paid; ' +
    'the points earned on the returned part are taken back (the balance may go below zero) and the points redeemed on it are given back; ' +
    'the voucher comes back when the whole sale is returned. Posting the same returnKey again answers 200 with the first answer and the header ' +
    '`Idempotent-Replayed: true`, and books nothing. Wrong manager PINs are throttled per manager (429 with Retry-After).',
  body: createReturnRequest,
  responses: { 201: returnResponse, 200: returnResponse },
  errors: {
    403: 'The manager’s e-mail or PIN is wrong, or the account is not a manager.',
    404: 'No such sale.',
    409: 'More units than are left to return, or the returnKey was used for a different return.',
    429: 'Too many wrong PINs for this manager: wait.',
  },
});
