import type { ReactNode } from 'react';
import { Printer } from 'lucide-react';
import type { Receipt } from '#domain/pos/api/receipts.ts';
import { Button } from '../../../ui/button.tsx';
import { useT } from '../../../texts/texts.tsx';
import { PaperWidthChoice, ReceiptPrintRoot, usePaperWidth } from './receipt-print.tsx';
import { SaleReceipt } from './sale-receipt.tsx';

/**
 * A sale's receipt as it will print, with Print and the paper width (decision 015); `children` are the
 * other ways to hand it over. The till's online and offline receipts (decision 030) share it.
 */
export function SaleReceiptFrame({ receipt, offline = false, children }: { receipt: Receipt; offline?: boolean; children: ReactNode }) {
  const t = useT();
  const [width, setWidth] = usePaperWidth();
  return (
    <section aria-label={t('pos.receipt.panel.label')} className="grid gap-6 text-left md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
      <div className={`receipt-preview receipt-paper-${width} overflow-x-auto rounded-lg border border-slate-200 bg-white p-3 shadow-sm`}>
        <SaleReceipt receipt={receipt} offline={offline} />
      </div>
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => window.print()} size="md" variant="navy" className="inline-flex items-center gap-2 px-6">
            <Printer aria-hidden="true" className="h-4 w-4" />
            {t('pos.receipt.panel.print')}
          </Button>
          <PaperWidthChoice width={width} onChange={setWidth} />
        </div>
        {children}
      </div>
      <ReceiptPrintRoot width={width}>
        <SaleReceipt receipt={receipt} offline={offline} />
      </ReceiptPrintRoot>
    </section>
  );
}
