import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PAPER_WIDTHS, type PaperWidth } from './receipt-paper.tsx';
import { useT } from '../../../texts/texts.tsx';

/**
 * What the printer gets (decision 015): a copy of the receipt in its own root at the end of <body>,
 * hidden on screen; the print stylesheet (styles.css "Receipts") hides everything else while it is
 * there, so one click on Print puts nothing but the receipt on the roll, sized for its width.
 */
export function ReceiptPrintRoot({ width, children }: { width: PaperWidth; children: ReactNode }) {
  return createPortal(
    <div id="receipt-print-root" data-paper={`${width}mm`} className={`receipt-paper-${width}`}>
      {children}
    </div>,
    document.body,
  );
}

const PAPER_KEY = 'lumbung.receiptPaper';

/** The till's paper roll, remembered on this device (a till sets it once). */
export function usePaperWidth(): [PaperWidth, (width: PaperWidth) => void] {
  const [width, setWidth] = useState<PaperWidth>(() => {
    const stored = Number(globalThis.localStorage?.getItem(PAPER_KEY));
    return PAPER_WIDTHS.includes(stored as PaperWidth) ? (stored as PaperWidth) : 80;
  });
  return [
    width,
    (next) => {
      setWidth(next);
      globalThis.localStorage?.setItem(PAPER_KEY, String(next));
    },
  ];
}

export function PaperWidthChoice({ width, onChange }: { width: PaperWidth; onChange(width: PaperWidth): void }) {
  const t = useT();
  return (
    <fieldset className="flex items-center gap-2 text-sm">
      <legend className="sr-only">{t('pos.receipt.paper.width')}</legend>
      <span aria-hidden="true" className="font-medium text-slate-600">
        {t('pos.receipt.paper.label')}
      </span>
      {PAPER_WIDTHS.map((option) => (
        <label
          key={option}
          className={`cursor-pointer rounded-full border px-3 py-1 font-semibold ${
            option === width ? 'border-navy bg-navy text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-50'
          }`}
        >
          <input type="radio" name="receipt-paper" value={option} checked={option === width} onChange={() => onChange(option)} className="sr-only" />
          {t('pos.receipt.paper.mm', { width: option })}
        </label>
      ))}
    </fieldset>
  );
}
