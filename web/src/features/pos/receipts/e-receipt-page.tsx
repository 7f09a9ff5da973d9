import { useEffect } from 'react';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { usePublicReceipt } from './api.ts';
import { ReceiptPrintRoot } from './receipt-print.tsx';
import { SaleReceipt } from './sale-receipt.tsx';
import { useT } from '../../../texts/texts.tsx';

/** The public e-receipt behind the QR code (decision 015): no sign-in, the receipt and a Print button. */
export function EReceiptPage() {
  const { token = '' } = useParams();
  const t = useT();
  const receipt = usePublicReceipt(token);

  useEffect(() => {
    if (receipt.data) document.title = t('pos.receipt.page.title', { order: receipt.data.orderName, shop: receipt.data.shop.name });
  }, [receipt.data, t]);

  return (
    <main className="min-h-screen bg-slate-100 px-3 py-8">
      {receipt.isPending && (
        <p role="status" className="text-center text-slate-500">
          {t('pos.receipt.page.loading')}
        </p>
      )}
      {receipt.isError && (
        <div role="alert" className="mx-auto max-w-md rounded-lg bg-white p-6 text-center shadow-sm">
          <h1 className="text-lg font-bold text-ink">{t('pos.receipt.page.notFound')}</h1>
          <p className="mt-2 text-slate-600">{errorMessage(receipt.error)}</p>
        </div>
      )}
      {receipt.data && (
        <div className="mx-auto flex max-w-md flex-col items-center gap-4">
          <h1 className="sr-only">{t('pos.receipt.page.heading', { order: receipt.data.orderName })}</h1>
          <div className="receipt-preview receipt-paper-80 rounded-lg bg-white px-3 py-5 shadow-sm">
            <SaleReceipt receipt={receipt.data} />
          </div>
          <Button onClick={() => window.print()} variant="navy" size="md" className="inline-flex items-center gap-2 px-6">
            <Printer aria-hidden="true" className="h-4 w-4" />
            {t('pos.receipt.page.print')}
          </Button>
          <ReceiptPrintRoot width={80}>
            <SaleReceipt receipt={receipt.data} />
          </ReceiptPrintRoot>
        </div>
      )}
    </main>
  );
}
