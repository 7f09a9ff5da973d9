import { Printer } from 'lucide-react';
import type { Receipt } from '#domain/pos/api/receipts.ts';
import { Button } from '../../../ui/button.tsx';
import { useT } from '../../../texts/texts.tsx';
import { PaperWidthChoice, ReceiptPrintRoot, SaleReceipt, usePaperWidth } from '../receipts/index.ts';

/**
 * After an offline sale (decision 030): the receipt the till built itself, marked OFFLINE with the
 * device's number, and Print. E-mail and WhatsApp need the e-receipt, which exists once the sale syncs.
 */
export function OfflineReceiptPanel({ receipt }: { receipt: Receipt }) {
  const t = useT();
  const [width, setWidth] = usePaperWidth();
  return (
    <section aria-label={t('pos.receipt.panel.label')} className="grid gap-6 text-left md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
      <div className={`receipt-preview receipt-paper-${width} overflow-x-auto rounded-lg border border-slate-200 bg-white p-3 shadow-sm`}>
        <SaleReceipt receipt={receipt} offline />
      </div>
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => window.print()} size="md" variant="navy" className="inline-flex items-center gap-2 px-6">
            <Printer aria-hidden="true" className="h-4 w-4" />
            {t('pos.receipt.panel.print')}
          </Button>
          <PaperWidthChoice width={width} onChange={setWidth} />
        </div>
        <p className="text-sm text-slate-600">{t('pos.offline.receipt.later')}</p>
      </div>
      <ReceiptPrintRoot width={width}>
        <SaleReceipt receipt={receipt} offline />
      </ReceiptPrintRoot>
    </section>
  );
}
