import { formatDate, formatNumber, formatRupiah } from '#domain/platform/format.ts';
import { pickExpiringPoints } from '#domain/loyalty/programme.ts';
import { useT } from '../../texts/texts.tsx';
import { useExpirablePoints, useMemberLedger, useMemberProfile } from './api.ts';
import { BackToDashboard, MemberLoadError, MemberPage } from './member-page.tsx';
import { expiringPointsText, historyBusinessName, historyRowLabel, isGain, pointsChangeText, rewardPointsBalance } from './member-texts.ts';

/** loyalty-pos.md §2 /poin-history?number=N: balance, the expiring-points line and 'Riwayat Poin'. */
export function PointsHistoryPage() {
  return <MemberPage>{(membershipNumber) => <PointsHistory key={membershipNumber} membershipNumber={membershipNumber} />}</MemberPage>;
}

function PointsHistory({ membershipNumber }: { membershipNumber: string }) {
  const t = useT();
  const profile = useMemberProfile(membershipNumber);
  const expirable = useExpirablePoints(membershipNumber);
  const ledger = useMemberLedger(membershipNumber);
  const error = profile.error ?? expirable.error ?? ledger.error;
  if (error) return <MemberLoadError error={error} />;
  if (!profile.data) return null;
  // §5: the earliest entry with points left and a date still ahead, its points rounded down.
  const expiring = expirable.data ? pickExpiringPoints(expirable.data, new Date()) : null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <BackToDashboard membershipNumber={membershipNumber} />
      <section aria-labelledby="points-balance-title" className="rounded-2xl bg-gradient-to-r from-navy to-navy-dark p-6 text-white shadow-sm">
        <h1 id="points-balance-title" className="text-lg font-semibold text-white/90">
          {t('loyalty.points.title')}
        </h1>
        <p className="mt-1 text-4xl font-bold">{formatNumber(rewardPointsBalance(profile.data.memberCurrencies), t.language)}</p>
        {expiring && <p className="mt-3 text-sm text-white/90">{expiringPointsText(t, expiring)}</p>}
      </section>
      <section aria-labelledby="points-history-title">
        <h2 id="points-history-title" className="text-2xl font-bold text-ink">
          {t('loyalty.points.history')}
        </h2>
        {ledger.data && ledger.data.rows.length === 0 && <p className="mt-4 text-slate-600">{t('loyalty.points.empty')}</p>}
        {ledger.data && ledger.data.rows.length > 0 && (
          // §9: at most 500 px high; the list scrolls. Focusable so keyboard users can scroll it too.
          <ul
            aria-labelledby="points-history-title"
            tabIndex={0}
            className="mt-4 max-h-[500px] divide-y divide-slate-100 overflow-y-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-100"
          >
            {ledger.data.rows.map((row) => (
              <li key={row.key} className="flex items-center justify-between gap-4 px-5 py-4">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{historyRowLabel(t, row.typeName)}</p>
                  <p className="truncate text-sm text-slate-600">{historyBusinessName(t, row.businessName)}</p>
                  <p className="text-sm text-slate-600">
                    {/* Spins and reward redemptions have no transaction amount: 'Rp 0' would only confuse. */}
                    {row.transactionAmount !== 0 && `${formatRupiah(row.transactionAmount)} · `}
                    {formatDate(row.activityDate, t.language)}
                  </p>
                </div>
                <p className={`shrink-0 text-lg font-bold ${isGain(row.points) ? 'text-green-700' : 'text-red-700'}`}>
                  {pointsChangeText(t, row.points)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
