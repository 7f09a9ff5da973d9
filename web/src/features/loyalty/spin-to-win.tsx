import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { firstPlayableSpin, type GameRewardType } from '#domain/loyalty/games.ts';
import { parseSpinDurationFactor, SPIN_DURATION_FACTOR_PARAM, wheelSegments } from '#domain/loyalty/wheel.ts';
import { paths } from '../../paths.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { PrizeWheel } from '../../ui/prize-wheel.tsx';
import { useQueryNavigate } from '../../ui/query-link.tsx';
import { useMemberGames } from './api.ts';
import { useSpin } from './use-spin.ts';
import { Button } from '../../ui/button.tsx';
import { useT } from '../../texts/texts.tsx';
import type { Translate } from '#domain/texts/translate.ts';

interface WheelSession {
  gameParticipantRewardId: string;
  gameRewards: readonly { gameRewardId: string; name: string; rewardType: GameRewardType }[];
}

/** Where a won prize is to be found: points in the points history, a voucher among the vouchers. */
function prizeDestination(t: Translate, rewardType: GameRewardType | undefined, membershipNumber: string): { label: string; href: string } {
  return rewardType === 'LoyaltyPoints'
    ? { label: t('loyalty.spin.checkPoints'), href: paths.pointsHistory.href({ number: membershipNumber }) }
    : { label: t('loyalty.spin.checkVoucher'), href: paths.memberVouchers.href({ number: membershipNumber }) };
}

/**
 * The dashboard's spin-to-win entry (loyalty-pos.md §2, §4): shown only while the member has a
 * playable spin (a failed games call hides it too, §8). The modal keeps the wheel it opened with, so
 * the result stays on screen after the member data reloads and the spin is no longer playable.
 */
export function SpinToWin({ membershipNumber }: { membershipNumber: string }) {
  const t = useT();
  const games = useMemberGames(membershipNumber);
  const [session, setSession] = useState<WheelSession | null>(null);
  const playable = games.data ? firstPlayableSpin(games.data.gameDefinitions) : null;
  return (
    <>
      {playable && (
        <section
          aria-labelledby="spin-banner-title"
          className="flex flex-col items-start gap-4 rounded-2xl bg-gradient-to-r from-navy to-brand p-6 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="spin-banner-title" className="text-xl font-bold">
              {t('loyalty.spin.bannerTitle')}
            </h2>
            <p className="mt-1 text-white/90">
              {t('loyalty.spin.bannerText', { count: playable.playableCount })}
            </p>
          </div>
          <button
            type="button"
            onClick={() => setSession({ gameParticipantRewardId: playable.gameParticipantRewardId, gameRewards: playable.gameRewards })}
            className="h-11 shrink-0 rounded-full bg-white px-6 font-semibold text-navy hover:bg-slate-100"
          >
            {t('loyalty.spin.open')}
          </button>
        </section>
      )}
      {session && <SpinDialog membershipNumber={membershipNumber} session={session} onClose={() => setSession(null)} />}
    </>
  );
}

function SpinDialog({ membershipNumber, session, onClose }: { membershipNumber: string; session: WheelSession; onClose(): void }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const navigate = useQueryNavigate();
  const segments = useMemo(() => wheelSegments(session.gameRewards, (n) => t('loyalty.spin.defaultPrize', { n })), [session.gameRewards, t]);
  const wheelRewardIds = useMemo(() => segments.map((segment) => segment.id), [segments]);
  const { state, motion, spin } = useSpin({
    membershipNumber,
    gameParticipantRewardId: session.gameParticipantRewardId,
    wheelRewardIds,
    durationFactor: parseSpinDurationFactor(searchParams.get(SPIN_DURATION_FACTOR_PARAM)),
  });
  const spinning = state.phase === 'spinning';
  const destination = state.phase === 'stopped' ? prizeDestination(t, session.gameRewards[state.outcome.segmentIndex]?.rewardType, membershipNumber) : null;
  return (
    <ModalDialog title={t('loyalty.spin.title')} onClose={onClose} dismissible={!spinning} size="lg">
      <div className="mt-6 flex flex-col items-center gap-5">
        <PrizeWheel
          segments={segments}
          motion={motion}
          size={280}
          label={t('loyalty.spin.wheel', { prizes: segments.map((segment) => segment.label).join(', ') })}
        />
        {state.phase === 'stopped' ? (
          <div role="status" className="w-full rounded-xl bg-paper p-4 text-center">
            {state.outcome.kind === 'win' ? (
              <>
                <p className="font-semibold text-ink">{t('loyalty.spin.won')}</p>
                <p className="mt-1 text-2xl font-bold text-brand">{state.outcome.prizeName}</p>
                {destination && (
                  <Button onClick={() => navigate(destination.href)} size="md" className="mt-4 w-full">
                    {destination.label}
                  </Button>
                )}
              </>
            ) : (
              <>
                <p className="text-xl font-bold text-ink">{t('loyalty.spin.lost')}</p>
                <button
                  type="button"
                  onClick={onClose}
                  className="mt-4 h-11 w-full rounded-full border border-slate-300 font-semibold text-slate-700 hover:bg-white"
                >
                  {t('loyalty.area.close')}
                </button>
              </>
            )}
          </div>
        ) : (
          <>
            <Button onClick={() => void spin()} disabled={spinning} size="lg" className="w-full disabled:cursor-wait disabled:opacity-80">
              {spinning ? t('loyalty.spin.spinning') : t('loyalty.spin.spin')}
            </Button>
            {/* Not spun yet: the chance stays for later (it is used only by spinning). */}
            {!spinning && (
              <button type="button" onClick={onClose} className="-mt-2 h-11 w-full rounded-full border border-slate-300 font-semibold text-slate-700 hover:bg-white">
                {t('loyalty.area.close')}
              </button>
            )}
          </>
        )}
      </div>
    </ModalDialog>
  );
}
