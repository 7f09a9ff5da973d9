// The receipts feature's public API (decision 015). The POS success step shows SaleReceiptPanel; a
// return receipt builds on the same paper (ReceiptPaper, ReceiptRow…) and prints through ReceiptPrintRoot.
export { SaleReceiptPanel } from './sale-receipt-panel.tsx';
export { SaleReceipt } from './sale-receipt.tsx';
export { SaleReceiptFrame } from './sale-receipt-frame.tsx';
export { ReceiptPaper, ReceiptRule, ReceiptRow, ReceiptRows, ReceiptQr, Money, PAPER_WIDTHS, type PaperWidth } from './receipt-paper.tsx';
export { ReceiptPrintRoot, PaperWidthChoice, usePaperWidth } from './receipt-print.tsx';
export { useSaleReceipt, usePublicReceipt, useEmailReceipt, receiptKeys } from './api.ts';
