import { useState } from 'react';
import type { MemberVoucher } from '#domain/loyalty/api/members.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { useMemberVouchers } from './api.ts';
import { BackToDashboard, MemberLoadError, MemberPage } from './member-page.tsx';
import { capText, validUntilText } from './member-texts.ts';
import { QrCode } from './membership-qr.tsx';
import { Button } from '../../ui/button.tsx';
import { useT } from '../../texts/texts.tsx';

/** loyalty-pos.md §2 /my-voucher?number=N: the member's issued vouchers. */
export function MemberVouchersPage() {
  return <MemberPage>{(membershipNumber) => <MemberVouchers key={membershipNumber} membershipNumber={membershipNumber} />}</MemberPage>;
}

function MemberVouchers({ membershipNumber }: { membershipNumber: string }) {
  const t = useT();
  const vouchers = useMemberVouchers(membershipNumber);
  const [shown, setShown] = useState<MemberVoucher | null>(null);
  return (
    <section aria-labelledby="vouchers-title">
      <BackToDashboard membershipNumber={membershipNumber} />
      <h1 id="vouchers-title" className="mt-4 text-3xl font-bold text-ink">
        {t('loyalty.vouchers.title')}
      </h1>
      {vouchers.isError && (
        <div className="mt-6">
          <MemberLoadError error={vouchers.error} />
        </div>
      )}
      {vouchers.data && vouchers.data.vouchers.length === 0 && (
        <p className="mt-6 rounded-2xl bg-white p-8 text-center text-slate-600 shadow-sm ring-1 ring-slate-100">
          {t('loyalty.vouchers.empty')}
        </p>
      )}
      {vouchers.data && vouchers.data.vouchers.length > 0 && (
        <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {vouchers.data.vouchers.map((voucher) => (
            <VoucherCard key={voucher.voucherId} voucher={voucher} onUse={() => setShown(voucher)} />
          ))}
        </ul>
      )}
      {shown && <VoucherCodeDialog voucher={shown} onClose={() => setShown(null)} />}
    </section>
  );
}

/** §2: image, definition name, cap text, 'Berlaku hingga {date}' and 'Pakai'. */
function VoucherCard({ voucher, onUse }: { voucher: MemberVoucher; onUse(): void }) {
  const t = useT();
  const cap = capText(t, voucher);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-100">
      <img src={voucher.voucherImageUrl} alt="" width={480} height={240} loading="lazy" className="aspect-[2/1] w-full bg-slate-100 object-cover" />
      <div className="flex flex-1 flex-col p-4">
        <h2 className="font-semibold text-ink">{voucher.voucherDefinition}</h2>
        {cap && <p className="mt-1 text-sm text-slate-600">{cap}</p>}
        <p className="mt-1 text-sm text-slate-600">{validUntilText(t, voucher.expirationDate)}</p>
        <Button aria-label={t('loyalty.vouchers.useVoucher', { name: voucher.voucherDefinition })} onClick={onUse} size="sm" className="mt-4">
          {t('loyalty.vouchers.use')}
        </Button>
      </div>
    </li>
  );
}

/**
 * 'Pakai' (its action is not in the spec): the voucher code as a QR code and as text, for the cashier
 * to scan or type into the POS.
 */
function VoucherCodeDialog({ voucher, onClose }: { voucher: MemberVoucher; onClose(): void }) {
  const t = useT();
  return (
    <ModalDialog title={voucher.voucherDefinition} description={t('loyalty.vouchers.showCashier')} onClose={onClose}>
      <div className="mt-5 flex flex-col items-center gap-3">
        <QrCode value={voucher.voucherCode} label={t('loyalty.vouchers.codeImage', { code: voucher.voucherCode })} />
        <p className="text-sm text-slate-600">{t('loyalty.vouchers.code')}</p>
        <p className="select-all font-mono text-xl font-bold tracking-wider text-ink">{voucher.voucherCode}</p>
        <p className="text-sm text-slate-600">{validUntilText(t, voucher.expirationDate)}</p>
        <Button onClick={onClose} variant="outline" size="sm" className="mt-2 w-full">
          {t('loyalty.area.close')}
        </Button>
      </div>
    </ModalDialog>
  );
}
