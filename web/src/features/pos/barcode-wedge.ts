import { useEffect, useRef } from 'react';

/** Digits more than this far apart are not one code (a scanner types a whole code in well under it). */
const MAX_GAP_MS = 1000;
/** EAN-8 is the shortest retail barcode. */
const MIN_BARCODE_LENGTH = 8;

/** The digits a text ends with, when they are long enough to be a barcode: 'soy8991234000084' → '8991234000084'. */
export function trailingBarcode(text: string): string | null {
  const digits = /\d+$/.exec(text)?.[0] ?? '';
  return digits.length >= MIN_BARCODE_LENGTH ? digits : null;
}

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && target.type !== 'button'));

/**
 * A keyboard-wedge barcode scanner types digits and Enter wherever the focus is. Outside
 * text fields digits mean nothing else, so this collects them on the document and calls `onScan` when
 * Enter ends a run of at least 8; that Enter then presses no focused button. Text fields keep their
 * typing: a field that wants scans too (the product search) checks `trailingBarcode` on its own Enter.
 */
export function useBarcodeWedge(onScan: (code: string) => void, enabled = true): void {
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  });
  useEffect(() => {
    if (!enabled) return;
    let digits = '';
    let lastAt = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) return;
      const recent = event.timeStamp - lastAt <= MAX_GAP_MS;
      lastAt = event.timeStamp;
      if (/^\d$/.test(event.key)) {
        digits = recent ? digits + event.key : event.key;
        return;
      }
      if (event.key === 'Enter' && recent && digits.length >= MIN_BARCODE_LENGTH) {
        event.preventDefault();
        event.stopPropagation();
        latest.current(digits);
      }
      digits = '';
    };
    // Capture phase: the scan is handled before a focused button sees the Enter.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [enabled]);
}
