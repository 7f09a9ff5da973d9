import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as receipts from '#domain/pos/endpoints/receipts.ts';
import { route } from '../platform/http/endpoint.ts';
import { readerLanguage } from '../platform/texts.ts';
import type { Receipts } from './receipts.ts';
import { requireStoreAccess, storeOfSale } from './store-access.ts';

/** Receipts of POS sales (decision 015): the till's copy, its e-mail, and the public e-receipt. */
export const receiptRoutes: FastifyPluginAsync<{ receipts: Receipts }> = async (app, { receipts: service }) => {

  /** The till's copy and its e-mail, at the caller's stores only (decision 017, store-access.ts). */
  const requireSaleAccess = async (request: FastifyRequest, transactionNumber: string) => {
    const storeId = await storeOfSale(app.db, transactionNumber);
    if (storeId) await requireStoreAccess(app.db, request, storeId);
  };

  route(app, receipts.getSaleReceipt, async (request) => {
    await requireSaleAccess(request, request.params.transactionNumber);
    return service.byTransactionNumber(request.params.transactionNumber, readerLanguage(request));
  });

  route(app, receipts.emailSaleReceipt, async (request, reply) => {
    await requireSaleAccess(request, request.params.transactionNumber);
    return reply.status(202).send(await service.email(request.params.transactionNumber, request.body.email, readerLanguage(request)));
  });

  route(app, receipts.getPublicReceipt, async (request, reply) => {
    const receipt = await service.byToken(request.params.token, readerLanguage(request));
    // A receipt never changes, but it is personal: no shared cache, and keep the token out of referrers.
    return reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer').send(receipt);
  });
};
