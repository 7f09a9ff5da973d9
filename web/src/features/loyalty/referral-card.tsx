import { Copy, Gift, MessageCircle } from 'lucide-react';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { referralLinkPath, type MyReferral, type MyReferrals } from '#domain/loyalty/referrals.ts';
import { formatDate, formatNumber } from '#domain/platform/format.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { Button } from '../../ui/button.tsx';
import { useT } from '../../texts/texts.tsx';
import { useMyReferrals } from './api.ts';

/**
 * "Ajak teman" (decision 033): the member's code and link, copied or shared on WhatsApp, and the friends
 * who joined with it, each with where their referral stands. Shown only to the account that owns the
 * membership (a cashier looking at a member sees none), and not at all with the hosted loyalty service.
 */
export function ReferralCard() {
  const referrals = useMyReferrals();
  if (!referrals.data) return null;
  return <ReferralCardView data={referrals.data} />;
}

function statusLine(t: Translate, referral: MyReferral): string {
  switch (referral.status) {
    case 'qualified':
      return t('loyalty.referral.status.qualified', { date: referral.windowEndsAt ? formatDate(referral.windowEndsAt, t.language) : '' });
    case 'credited':
      return t('loyalty.referral.status.credited', { points: formatNumber(referral.points ?? 0, t.language), date: referral.creditedAt ? formatDate(referral.creditedAt, t.language) : '' });
    case 'refused':
      return t('loyalty.referral.status.refused', { reason: referral.refusalReason ? t(`loyalty.referral.reason.${referral.refusalReason}`) : '' });
    default:
      return t(`loyalty.referral.status.${referral.status}`);
  }
}

const STATUS_TONE: Record<MyReferral['status'], string> = {
  pending: 'bg-slate-100 text-slate-700',
  qualified: 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
  credited: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  reversed: 'bg-slate-100 text-slate-700',
  refused: 'bg-red-50 text-red-800 ring-1 ring-red-200',
};

function ReferralCardView({ data }: { data: MyReferrals }) {
  const t = useT();
  const linkId = useId();
  const link = `${globalThis.location.origin}${referralLinkPath(data.code)}`;
  const message = t('loyalty.referral.shareMessage', { points: formatNumber(data.friendPoints, t.language), link });
  const copy = () => {
    void globalThis.navigator.clipboard?.writeText(link).then(
      () => toast.success(t('loyalty.referral.copied')),
      () => document.getElementById(linkId)?.focus(),
    );
  };
  return (
    <section aria-labelledby="referral-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-100">
      <h2 id="referral-title" className="flex items-center gap-2 text-xl font-bold text-ink">
        <Gift aria-hidden="true" className="size-5 text-brand" /> {t('loyalty.referral.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">
        {t('loyalty.referral.intro', { friendPoints: formatNumber(data.friendPoints, t.language), referrerPoints: formatNumber(data.referrerPoints, t.language), days: data.returnWindowDays })}
      </p>
      <div className="mt-5 grid max-w-3xl gap-4 sm:grid-cols-[auto_1fr] sm:items-end">
        <div>
          <p className="text-sm font-semibold text-slate-700">{t('loyalty.referral.code')}</p>
          <p className="mt-1 font-mono text-2xl font-bold tracking-widest text-navy" data-testid="referral-code">
            {data.code}
          </p>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={linkId} className="text-sm font-semibold text-slate-700">
            {t('loyalty.referral.link')}
          </label>
          <input
            id={linkId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm text-ink"
          />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="navy" size="md" className="inline-flex items-center gap-2 px-5" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" /> {t('loyalty.referral.copy')}
        </Button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex h-11 items-center gap-2 rounded-full bg-emerald-700 px-5 font-semibold text-white hover:bg-emerald-800"
        >
          <MessageCircle aria-hidden="true" className="size-4" /> {t('loyalty.referral.whatsapp')}
        </a>
      </div>
      <p className="mt-3 text-xs text-slate-600">{t('loyalty.referral.limit', { limit: data.monthlyLimit })}</p>

      <h3 className="mt-6 text-base font-bold text-ink">{t('loyalty.referral.friends')}</h3>
      {data.referrals.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('loyalty.referral.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {data.referrals.map((referral) => (
            <li key={`${referral.joinedAt}-${referral.friend}`} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">{referral.friend}</p>
                <p className="text-xs text-slate-600">{t('loyalty.referral.joined', { date: formatDate(referral.joinedAt, t.language) })}</p>
              </div>
              <span className={`rounded-full px-3 py-1 text-sm ${STATUS_TONE[referral.status]}`}>{statusLine(t, referral)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
