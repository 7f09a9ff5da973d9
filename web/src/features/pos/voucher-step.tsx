import { formatDate, formatRupiah } from '#domain/platform/format.ts';
import { voucherCap } from '#domain/loyalty/vouchers.ts';
import type { CheckoutMember } from '#domain/pos/order.ts';
import { MemberBox } from './member-box.tsx';
import { WhatsAppConsent } from './whatsapp-consent.tsx';
import { useLanguage, useT } from '../../texts/texts.tsx';

interface VoucherStepProps {
  member: CheckoutMember | null;
  /** The till's store, recorded with a WhatsApp consent given here (decision 032). */
  storeId: string | null;
  /** Offline the consent waits for the link (the server records it). */
  offline: boolean;
  selectedIndex: number;
  /** Clicking the selected voucher passes -1 (deselect). */
  onChoose(index: number): void;
}

/** loyalty-pos.md §2 step 3: the member box and a 2-column grid of the member's Issued vouchers. */
export function VoucherStep({ member, storeId, offline, selectedIndex, onChoose }: VoucherStepProps) {
  const t = useT();
  const language = useLanguage();
  const vouchers = member?.vouchers ?? [];
  return (
    <div className="space-y-5">
      <MemberBox member={member} />
      {member && !member.blocked && !offline && <WhatsAppConsent membershipNumber={member.number} storeId={storeId} />}
      {vouchers.length === 0 ? (
        <p className="text-slate-600">{t('pos.voucher.none')}</p>
      ) : (
        <ul aria-label={t('pos.voucher.list')} className="grid gap-4 sm:grid-cols-2">
          {vouchers.map((voucher, index) => {
            const selected = index === selectedIndex;
            const cap = voucher.type === 'DiscountPercentage' && voucher.discountPercent ? (voucher.maxDiscount === undefined ? voucherCap(voucher.discountPercent) : voucher.maxDiscount) : null;
            return (
              <li key={voucher.voucherCode}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onChoose(selected ? -1 : index)}
                  className={`flex w-full gap-3 rounded-2xl bg-white p-3 text-left shadow-sm ring-1 hover:ring-2 hover:ring-brand ${
                    selected ? 'ring-2 ring-brand' : 'ring-slate-200'
                  }`}
                >
                  <img src={voucher.voucherImageUrl} alt="" className="h-14 w-28 shrink-0 rounded-lg bg-slate-50 object-contain" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink">{voucher.voucherDefinition}</span>
                    {cap !== null && <span className="block text-sm text-slate-700">{t('pos.voucher.max', { amount: formatRupiah(cap) })}</span>}
                    <span className="block text-xs text-slate-600">{t('pos.voucher.validUntil', { date: formatDate(voucher.expirationDate, language) })}</span>
                    {selected && <span className="mt-1 inline-block rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">{t('pos.voucher.selected')}</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
