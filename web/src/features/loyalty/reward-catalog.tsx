import type { RewardCatalogItem } from '#domain/loyalty/api/members.ts';
import { useRedeemReward } from './api.ts';
import { missingPoints, missingPointsText, redeemQuestion, rewardCapText } from './member-texts.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirm } from '../../ui/confirm-dialog.tsx';
import { useT } from '../../texts/texts.tsx';

/**
 * loyalty-pos.md §2 'Katalog Hadiah': a 3-column grid of rewards (image, name, points, the cap of
 * discount vouchers, 'Tukar Poin'). 'Tukar Poin' asks first and names the points; a reward
 * the balance cannot pay is shown disabled with the points still missing. The server still decides:
 * a refused redemption toasts 'Failed redeeming voucher' with its reason (§8).
 */
export function RewardCatalog({ membershipNumber, rewards, balance }: { membershipNumber: string; rewards: readonly RewardCatalogItem[]; balance: number }) {
  const t = useT();
  const redeem = useRedeemReward(membershipNumber);
  const [confirm, confirmDialog] = useConfirm();
  const askAndRedeem = async (reward: RewardCatalogItem) => {
    if (await confirm(redeemQuestion(t, reward), { yes: t('loyalty.rewards.confirm'), no: t('loyalty.rewards.cancel') })) redeem.mutate(reward);
  };
  return (
    <section aria-labelledby="reward-catalog-title">
      <h2 id="reward-catalog-title" className="text-2xl font-bold text-ink">
        {t('loyalty.rewards.title')}
      </h2>
      <p className="mt-1 text-slate-600">{t('loyalty.rewards.subtitle')}</p>
      <ul className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {rewards.map((reward) => {
          const cap = rewardCapText(t, reward);
          const missing = missingPoints(reward, balance);
          const missingId = `reward-missing-${reward.Id}`;
          return (
            <li key={reward.Id} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-100">
              <img src={reward.Image__c} alt="" width={480} height={240} loading="lazy" className="aspect-[2/1] w-full bg-slate-100 object-cover" />
              <div className="flex flex-1 flex-col p-4">
                <h3 className="font-semibold text-ink">{reward.Name}</h3>
                <p className="mt-1 font-bold text-brand">{t('loyalty.rewards.cost', { points: reward.Points__c })}</p>
                {cap && <p className="mt-1 text-sm text-slate-600">{cap}</p>}
                <div className="mt-auto pt-4">
                  {missing !== null && (
                    <p id={missingId} className="mb-2 text-sm font-medium text-slate-600">
                      {missingPointsText(t, missing)}
                    </p>
                  )}
                  <Button
                    aria-label={t('loyalty.rewards.redeemReward', { name: reward.Name })}
                    aria-describedby={missing !== null ? missingId : undefined}
                    disabled={redeem.isPending || missing !== null}
                    onClick={() => void askAndRedeem(reward)}
                    size="sm"
                    className="w-full disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
                  >
                    {t('loyalty.rewards.redeem')}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {confirmDialog}
    </section>
  );
}
