/** Receipts of POS sales (decision 015): the till's copy, the public e-receipt and the e-mail. */
import { emailReceiptRequest, emailReceiptResponse, receipt, receiptByTransactionParams, receiptTokenParams } from '../api/receipts.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Receipts');

export const getSaleReceipt = endpoint({
  method: 'GET',
  path: '/api/pos/orders/:transactionNumber/receipt',
  access: 'cashier',
  summary: "A sale's receipt, built from the stored order, for printing at the till; it names the public e-receipt URL.",
  params: receiptByTransactionParams,
  responses: { 200: receipt },
  errors: { 404: 'No sale with that transaction number (or it was booked on the hosted loyalty service, which keeps no receipt here).' },
});

export const emailSaleReceipt = endpoint({
  method: 'POST',
  path: '/api/pos/orders/:transactionNumber/receipt/email',
  access: 'cashier',
  summary: "E-mails a sale's receipt (plain text and the e-receipt link) through the server's mailer.",
  description: 'Without SMTP_URL the e-mail is written to the mail outbox and the server log, as the identity e-mails are. At most 5 e-mails per sale and hour.',
  params: receiptByTransactionParams,
  body: emailReceiptRequest,
  responses: { 202: emailReceiptResponse },
  errors: { 404: 'No sale with that transaction number.', 429: 'This receipt was already e-mailed 5 times in the last hour.' },
});

export const getPublicReceipt = endpoint({
  method: 'GET',
  path: '/api/receipts/:token',
  access: 'anonymous',
  summary: 'The e-receipt behind the QR code: anyone holding the unguessable token may read that one receipt.',
  description: 'The token is 122 random bits; a wrong or unknown token answers 404 with the same body whatever it looks like, so nothing can be enumerated.',
  params: receiptTokenParams,
  responses: { 200: receipt },
  errors: { 404: 'No receipt for that link.' },
});
