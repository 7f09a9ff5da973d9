import { useMutation, useQuery } from '@tanstack/react-query';
import type { EmailReceiptRequest } from '#domain/pos/api/receipts.ts';
import * as receipts from '#domain/pos/endpoints/receipts.ts';
import { api } from '../../../api/client.ts';

/** Receipts (decision 015): the till's copy by transaction number, the public e-receipt by token, the e-mail. */
export const receiptKeys = {
  sale: (transactionNumber: string) => ['receipts', 'sale', transactionNumber] as const,
  public: (token: string) => ['receipts', 'public', token] as const,
};

/** The sale's receipt as the server built it from the stored order (a cashier's call). */
export function useSaleReceipt(transactionNumber: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: receiptKeys.sale(transactionNumber),
    queryFn: ({ signal }) => api.call(receipts.getSaleReceipt, { params: { transactionNumber } }, { signal }),
    staleTime: Infinity,
    retry: 1,
  });
}

/** The e-receipt behind a QR code: anyone with the link, no sign-in. */
export function usePublicReceipt(token: string) {
  return useQuery({
    queryKey: receiptKeys.public(token),
    queryFn: ({ signal }) => api.call(receipts.getPublicReceipt, { params: { token } }, { signal, anonymous: true }),
    staleTime: Infinity,
    retry: false,
  });
}

export function useEmailReceipt(transactionNumber: string) {
  return useMutation({
    mutationFn: (body: EmailReceiptRequest) => api.call(receipts.emailSaleReceipt, { params: { transactionNumber }, body }),
  });
}
