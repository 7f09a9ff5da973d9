import type { Receipt } from '#domain/pos/api/receipts.ts';
import { useT } from '../../../texts/texts.tsx';
import { SaleReceiptFrame } from '../receipts/index.ts';

/**
 * After an offline sale (decision 030): the receipt the till built itself, marked OFFLINE with the
 * device's number, and Print. E-mail and WhatsApp need the e-receipt, which exists once the sale syncs.
 */
export function OfflineReceiptPanel({ receipt }: { receipt: Receipt }) {
  const t = useT();
  return (
    <SaleReceiptFrame receipt={receipt} offline>
      <p className="text-sm text-slate-600">{t('pos.offline.receipt.later')}</p>
    </SaleReceiptFrame>
  );
}
