import type { RewardCatalogItem } from '#domain/api.ts';
import { formatPoints } from '#domain/checkout.ts';
import { useRedeemReward } from './api.ts';
import { rewardCapText } from './member-texts.ts';
import { Button } from '../../ui/button.tsx';

/**
 * loyalty-pos.md §2 'Katalog Hadiah': a 3-column grid of rewards (image, name, points, the cap of
 * discount vouchers, 'Tukar Poin'). Redeeming is the server's decision: a reward the balance cannot
 * pay is refused there and toasts 'Failed redeeming voucher' (§8).
 */
export function RewardCatalog({ membershipNumber, rewards }: { membershipNumber: string; rewards: readonly RewardCatalogItem[] }) {
  const redeem = useRedeemReward(membershipNumber);
  return (
    <section aria-labelledby="reward-catalog-title">
      <h2 id="reward-catalog-title" className="text-2xl font-bold text-ink">
        Katalog Hadiah
      </h2>
      <p className="mt-1 text-slate-600">Tukar poinmu dengan penawaran menarik</p>
      <ul className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {rewards.map((reward) => {
          const cap = rewardCapText(reward);
          return (
            <li key={reward.Id} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-100">
              <img src={reward.Image__c} alt="" width={480} height={240} loading="lazy" className="aspect-[2/1] w-full bg-slate-100 object-cover" />
              <div className="flex flex-1 flex-col p-4">
                <h3 className="font-semibold text-ink">{reward.Name}</h3>
                <p className="mt-1 font-bold text-brand">{formatPoints(reward.Points__c)} Poin</p>
                {cap && <p className="mt-1 text-sm text-slate-600">{cap}</p>}
                <Button
                  aria-label={`Tukar Poin: ${reward.Name}`}
                  disabled={redeem.isPending}
                  onClick={() => redeem.mutate(reward)}
                  size="sm"
                  className="mt-4 disabled:opacity-80"
                >
                  Tukar Poin
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
