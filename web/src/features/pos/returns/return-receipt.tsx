import { formatRupiah } from '#domain/platform/format.ts';
import { Printer } from 'lucide-react';
import type { PosReturn } from '#domain/pos/api/returns.ts';
import { formatPoints } from '#domain/pos/pricing.ts';
import { formatReceiptDateTime, maskMembershipNumber } from '#domain/pos/receipt.ts';
import { Button } from '../../../ui/button.tsx';
import { useShopContact } from '../../../ui/shop-identity.ts';
import { Money, PaperWidthChoice, ReceiptPaper, ReceiptPrintRoot, ReceiptRow, ReceiptRows, ReceiptRule, usePaperWidth } from '../receipts/index.ts';
import { points } from '../format.ts';

/** After the manager approved: what was booked, the return receipt (the sale receipt's paper) and Print. */
export function ReturnReceiptPanel({ booked, onNewReturn }: { booked: PosReturn; onNewReturn(): void }) {
  const [width, setWidth] = usePaperWidth();
  return (
    <div className="space-y-6">
      <div role="status" className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
        <h2 className="text-2xl font-bold text-ink">Return {booked.returnNumber} booked</h2>
        <p className="mt-1 text-slate-600">
          Refund {formatRupiah(booked.refundTotal)}
          {booked.refunds.length > 0 && ` · ${booked.refunds.map((refund) => `${refund.kind} ${formatRupiah(refund.amount)}`).join(' + ')}`}
        </p>
        {booked.membershipNumber && (
          <p className="mt-1 text-slate-600">
            Points +{points(booked.pointsGivenBack)} given back, -{points(booked.pointsReversed)} taken back · new balance {points(booked.newPointsBalance ?? 0)}
          </p>
        )}
        {booked.voucherRestored && <p className="mt-1 text-green-700">Voucher {booked.voucherRestored} is back with the member.</p>}
      </div>
      <section aria-label="Return receipt" className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
        <div className={`receipt-preview receipt-paper-${width} overflow-x-auto rounded-lg border border-slate-200 bg-white p-3 shadow-sm`}>
          <ReturnReceipt booked={booked} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => window.print()} size="md" variant="navy" className="inline-flex items-center gap-2 px-6">
            <Printer aria-hidden="true" className="h-4 w-4" />
            Print return receipt
          </Button>
          <PaperWidthChoice width={width} onChange={setWidth} />
          <Button onClick={onNewReturn} size="md" variant="outline" className="px-6">
            New return
          </Button>
        </div>
        <ReceiptPrintRoot width={width}>
          <ReturnReceipt booked={booked} />
        </ReceiptPrintRoot>
      </section>
    </div>
  );
}

/** The return receipt: the shop's identity, the sale it reverses, each line, the refunds and the points. */
function ReturnReceipt({ booked }: { booked: PosReturn }) {
  const shop = useShopContact();
  return (
    <ReceiptPaper shop={shop ?? { name: '', email: '', address: '', npwp: '', phone: '' }} title="Return receipt" label={`Return receipt ${booked.returnNumber}`}>
      <ReceiptRule />
      <ReceiptRows label="Return">
        <ReceiptRow label="Return" value={booked.returnNumber} text />
        <ReceiptRow label="Store" value={booked.businessName} text />
        <ReceiptRow label="Cashier" value={booked.cashierName} text />
        <ReceiptRow label="Approved by" value={booked.approvedBy} text />
        <ReceiptRow label="Sale" value={`${booked.orderName} ${booked.externalTransactionNumber}`} text />
        <ReceiptRow label="Date" value={formatReceiptDateTime(booked.createdAt)} text />
        {booked.reason && <ReceiptRow label="Reason" value={booked.reason} text />}
      </ReceiptRows>
      <ReceiptRule />
      <ul aria-label="Returned items" className="space-y-[1mm]">
        {booked.lines.map((line) => (
          <li key={line.lineNumber}>
            <p>{line.name}</p>
            <ReceiptRows label={line.name}>
              <ReceiptRow label={`${line.quantity} x ${new Intl.NumberFormat('id-ID').format(line.price)} + PPN`} value={<Money amount={line.subtotal + line.tax} />} />
              {line.voucherShare > 0 && <ReceiptRow label="  Voucher share" value={<Money amount={line.voucherShare} minus />} />}
              {line.pointsShare > 0 && <ReceiptRow label="  Paid with points" value={<Money amount={line.pointsShare} minus />} />}
            </ReceiptRows>
          </li>
        ))}
      </ul>
      <ReceiptRule />
      <ReceiptRows label="Refund">
        <ReceiptRow label="PPN included" value={<Money amount={booked.tax} />} />
        {booked.cashRoundingKept > 0 && <ReceiptRow label="Cash rounding" value={<Money amount={booked.cashRoundingKept} minus />} />}
        <ReceiptRow label="REFUND" value={<Money amount={booked.refundTotal} />} strong />
        {booked.refunds.map((refund) => (
          <ReceiptRow key={refund.kind} label={`  to ${refund.kind}`} value={<Money amount={refund.amount} />} />
        ))}
      </ReceiptRows>
      {booked.membershipNumber && (
        <>
          <ReceiptRule />
          <ReceiptRows label="Points">
            <ReceiptRow label="Member" value={maskMembershipNumber(booked.membershipNumber)} text />
            <ReceiptRow label="Points given back" value={`+${formatPoints(booked.pointsGivenBack)}`} />
            <ReceiptRow label="Points taken back" value={`-${formatPoints(booked.pointsReversed)}`} />
            <ReceiptRow label="Points balance" value={formatPoints(booked.newPointsBalance ?? 0)} strong />
            {booked.voucherRestored && <ReceiptRow label="Voucher back" value={booked.voucherRestored} text />}
          </ReceiptRows>
        </>
      )}
    </ReceiptPaper>
  );
}
