import type { ReactNode } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import type { Receipt } from '#domain/pos/api/receipts.ts';
import { receiptMoney } from '#domain/pos/receipt.ts';
import { useT } from '../../../texts/texts.tsx';

/**
 * The building blocks of a printed receipt (decision 015), shared by the sale receipt and the
 * return receipt: the paper with the seller's identity (name, address, NPWP, phone — what makes a
 * retail receipt a simplified tax invoice), label/amount rows, and the QR code of the e-receipt.
 * Black on white only, sized in the paper's own units, so it prints the same on a 58 or 80 mm roll.
 */
export type PaperWidth = 58 | 80;
export const PAPER_WIDTHS: readonly PaperWidth[] = [58, 80];

interface ReceiptPaperProps {
  shop: Receipt['shop'];
  /** 'Sales receipt', 'Return receipt'. */
  title: string;
  /** The accessible name: 'Receipt #1042'. */
  label: string;
  children: ReactNode;
}

export function ReceiptPaper({ shop, title, label, children }: ReceiptPaperProps) {
  const t = useT();
  return (
    <article aria-label={label} className="receipt-paper mx-auto bg-white text-black">
      <header className="text-center">
        <h2 className="receipt-shop-name font-bold uppercase">{shop.name}</h2>
        <p>{shop.address}</p>
        <p>{t('pos.receipt.npwp', { npwp: shop.npwp })}</p>
        <p>{t('pos.receipt.phone', { phone: shop.phone })}</p>
        <p className="receipt-title mt-[1.5mm] font-bold uppercase">{title}</p>
      </header>
      {children}
    </article>
  );
}

/** A dashed rule between the receipt's parts, as thermal receipts have. */
export function ReceiptRule() {
  return <hr className="my-[1.5mm] border-0 border-t border-dashed border-black" />;
}

/**
 * Label on the left, value on the right. An amount never wraps (its label does); a text value (`text`:
 * a store, a transaction number) wraps anywhere instead, so a long one never runs over its label on 58 mm.
 */
export function ReceiptRow({ label, value, strong = false, text = false }: { label: ReactNode; value: ReactNode; strong?: boolean; text?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-[2mm] ${strong ? 'receipt-strong font-bold' : ''}`}>
      <dt className={text ? 'shrink-0' : 'min-w-0'}>{label}</dt>
      <dd className={text ? 'min-w-0 text-right [overflow-wrap:anywhere]' : 'shrink-0 text-right tabular-nums'}>{value}</dd>
    </div>
  );
}

export function ReceiptRows({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl aria-label={label} className="space-y-[0.5mm]">
      {children}
    </dl>
  );
}

/** Money as receipts print it ('Rp 117.035'); a minus sign for what comes off. */
export function Money({ amount, minus = false }: { amount: number; minus?: boolean }) {
  return <>{`${minus ? '-' : ''}${receiptMoney(amount)}`}</>;
}

/** The e-receipt's QR code and its address, at the foot of the paper. */
export function ReceiptQr({ url, caption }: { url: string; caption: string }) {
  return (
    <figure className="mt-[2mm] flex flex-col items-center gap-[1mm] text-center">
      <QRCodeSVG value={url} size={256} marginSize={0} level="M" className="receipt-qr h-auto" title={caption} />
      <figcaption>
        {caption}
        <span className="receipt-url block break-all">{url}</span>
      </figcaption>
    </figure>
  );
}
