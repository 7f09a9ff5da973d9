import { useState, type FormEvent } from 'react';
import { formatOdds, gameForm, nestedFieldMessages, oddsToWeight, type AdminGame, type AdminVoucherDefinition } from '#domain/back-office/programme.ts';
import { GAME_REWARD_TYPES, type GameRewardType } from '#domain/loyalty/games.ts';
import { Button } from '../../../ui/button.tsx';
import { describedBy, inputClass, ListState, Panel, tdClass, thClass } from '../admin-ui.tsx';
import { useMayAct } from '../session.tsx';
import { useGames, useSaveGame, useVoucherDefinitions } from './api.ts';
import { FormFooter, numberOrNull, serverErrors, TextField } from './form-bits.tsx';

const TYPE_LABELS: Record<GameRewardType, string> = { LoyaltyPoints: 'Points', Voucher: 'Voucher', NoReward: 'Nothing (a loss)' };

interface PrizeDraft {
  key: number;
  name: string;
  rewardType: GameRewardType;
  rewardValue: string;
  voucherDefinitionId: string;
  odds: string;
}

let nextKey = 1;
const draftOf = (p: AdminGame['prizes'][number]): PrizeDraft => ({
  key: nextKey++,
  name: p.name,
  rewardType: p.rewardType,
  rewardValue: p.rewardValue === null ? '' : String(p.rewardValue),
  voucherDefinitionId: p.voucherDefinitionId ?? '',
  odds: p.odds.toFixed(1),
});

/** Issue 16 §3: each game's prizes with their odds in percent (one decimal), which must add up to 100%. */
export function GamesTab() {
  const games = useGames();
  const vouchers = useVoucherDefinitions();
  return (
    <ListState
      isPending={games.isPending || vouchers.isPending}
      error={games.error ?? vouchers.error}
      isEmpty={(games.data?.games.length ?? 0) === 0}
      empty="No games yet: the spin-to-win wheel is set up by the seed data."
      onRetry={() => void Promise.all([games.refetch(), vouchers.refetch()])}
    >
      <div className="space-y-6">
        {games.data?.games.map((game) => (
          <GameForm key={game.id} game={game} vouchers={vouchers.data?.voucherDefinitions ?? []} />
        ))}
      </div>
    </ListState>
  );
}

function GameForm({ game, vouchers }: { game: AdminGame; vouchers: AdminVoucherDefinition[] }) {
  const mayEdit = useMayAct('admin');
  const save = useSaveGame(game.id);
  const [name, setName] = useState(game.name);
  const [startDate, setStartDate] = useState(game.startDate);
  const [endDate, setEndDate] = useState(game.endDate ?? '');
  const [prizes, setPrizes] = useState<PrizeDraft[]>(() => game.prizes.map(draftOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);

  const setPrize = (key: number, change: Partial<PrizeDraft>) => setPrizes((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const totalTenths = prizes.reduce((sum, p) => {
    const odds = numberOrNull(p.odds);
    return sum + (typeof odds === 'number' ? oddsToWeight(odds) : 0);
  }, 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const parsed = gameForm.safeParse({
      version: game.version,
      name,
      startDate,
      endDate: endDate.trim() === '' ? null : endDate,
      prizes: prizes.map((p) => ({
        name: p.name,
        rewardType: p.rewardType,
        rewardValue: p.rewardType === 'LoyaltyPoints' ? numberOrNull(p.rewardValue) : null,
        voucherDefinitionId: p.rewardType === 'Voucher' ? p.voucherDefinitionId || null : null,
        odds: numberOrNull(p.odds),
      })),
    });
    if (!parsed.success) return setErrors(nestedFieldMessages(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => setSaved('Saved. Spins played from now on use these prizes and odds.'),
      onError: (error) => setErrors(serverErrors(error)),
    });
  };

  const id = (field: string) => `game-${game.id}-${field}`;
  return (
    <form onSubmit={submit} noValidate aria-label={`Game ${game.name}`} className="space-y-4">
      <Panel title={game.name}>
        <p className="-mt-2 mb-4 text-sm text-slate-600">
          {game.type === 'SpintheWheel' ? 'Spin the wheel' : game.type} · {game.played.toLocaleString('id-ID')} spins played (each keeps the prize it drew).
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField id={id('name')} label="Name" value={name} onChange={setName} error={errors.name} disabled={!mayEdit} />
          <TextField id={id('start')} label="Start date" type="date" value={startDate} onChange={setStartDate} error={errors.startDate} disabled={!mayEdit} />
          <TextField id={id('end')} label="End date" type="date" value={endDate} onChange={setEndDate} error={errors.endDate} hint="Empty: no end" disabled={!mayEdit} />
        </div>

        <h3 className="mt-6 text-base font-bold text-ink">Prizes and odds</h3>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead>
              <tr>
                <th className={thClass}>Prize</th>
                <th className={thClass}>Gives</th>
                <th className={thClass}>Points or voucher</th>
                <th className={`${thClass} w-28`}>Odds (%)</th>
                {mayEdit && <th className={`${thClass} w-24`}>
                  <span className="sr-only">Remove</span>
                </th>}
              </tr>
            </thead>
            <tbody>
              {prizes.map((p, index) => {
                const fieldError = (field: string) => errors[`prizes.${index}.${field}`];
                const cell = (field: string) => `${id('prize')}-${p.key}-${field}`;
                const label = `Prize ${index + 1}`;
                return (
                  <tr key={p.key}>
                    <td className={tdClass}>
                      <input
                        id={cell('name')}
                        aria-label={`${label} name`}
                        className={inputClass}
                        value={p.name}
                        onChange={(e) => setPrize(p.key, { name: e.target.value })}
                        disabled={!mayEdit}
                        {...describedBy(cell('name'), fieldError('name'))}
                      />
                      {fieldError('name') && <p id={`${cell('name')}-error`} className="mt-1 text-xs font-medium text-red-700">{fieldError('name')}</p>}
                    </td>
                    <td className={tdClass}>
                      <select
                        aria-label={`${label} gives`}
                        className={inputClass}
                        value={p.rewardType}
                        onChange={(e) => setPrize(p.key, { rewardType: e.target.value as GameRewardType })}
                        disabled={!mayEdit}
                      >
                        {GAME_REWARD_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {TYPE_LABELS[type]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className={tdClass}>
                      {p.rewardType === 'LoyaltyPoints' && (
                        <>
                          <input
                            id={cell('rewardValue')}
                            aria-label={`${label} points`}
                            inputMode="numeric"
                            className={inputClass}
                            value={p.rewardValue}
                            onChange={(e) => setPrize(p.key, { rewardValue: e.target.value })}
                            disabled={!mayEdit}
                            {...describedBy(cell('rewardValue'), fieldError('rewardValue'))}
                          />
                          {fieldError('rewardValue') && <p id={`${cell('rewardValue')}-error`} className="mt-1 text-xs font-medium text-red-700">{fieldError('rewardValue')}</p>}
                        </>
                      )}
                      {p.rewardType === 'Voucher' && (
                        <>
                          <select
                            id={cell('voucher')}
                            aria-label={`${label} voucher`}
                            className={inputClass}
                            value={p.voucherDefinitionId}
                            onChange={(e) => setPrize(p.key, { voucherDefinitionId: e.target.value })}
                            disabled={!mayEdit}
                            {...describedBy(cell('voucher'), fieldError('voucherDefinitionId'))}
                          >
                            <option value="">Choose a voucher</option>
                            {vouchers.map((v) => (
                              <option key={v.id} value={v.id}>
                                {v.name} ({v.code})
                              </option>
                            ))}
                          </select>
                          {fieldError('voucherDefinitionId') && (
                            <p id={`${cell('voucher')}-error`} className="mt-1 text-xs font-medium text-red-700">{fieldError('voucherDefinitionId')}</p>
                          )}
                        </>
                      )}
                      {p.rewardType === 'NoReward' && <span className="text-slate-600">—</span>}
                    </td>
                    <td className={tdClass}>
                      <input
                        id={cell('odds')}
                        aria-label={`${label} odds in percent`}
                        inputMode="decimal"
                        className={`${inputClass} text-right`}
                        value={p.odds}
                        onChange={(e) => setPrize(p.key, { odds: e.target.value })}
                        disabled={!mayEdit}
                        {...describedBy(cell('odds'), fieldError('odds'))}
                      />
                      {fieldError('odds') && <p id={`${cell('odds')}-error`} className="mt-1 text-xs font-medium text-red-700">{fieldError('odds')}</p>}
                    </td>
                    {mayEdit && (
                      <td className={tdClass}>
                        <Button type="button" variant="outline" size="sm" className="px-3" onClick={() => setPrizes((list) => list.filter((x) => x.key !== p.key))} aria-label={`Remove ${p.name || label}`}>
                          Remove
                        </Button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <td className="px-3 py-2 font-semibold text-ink" colSpan={3}>
                  Total
                </td>
                <td className={`px-3 py-2 text-right font-semibold ${totalTenths === 1000 ? 'text-emerald-800' : 'text-red-700'}`} aria-live="polite">
                  {formatOdds(totalTenths / 10)}
                </td>
                {mayEdit && <td />}
              </tr>
            </tfoot>
          </table>
        </div>
        {(errors.odds ?? errors.prizes) && (
          <p id={id('odds-error')} role="alert" className="mt-2 text-sm font-medium text-red-700">
            {errors.odds ?? errors.prizes}
          </p>
        )}
        {mayEdit && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-3 px-4"
            disabled={prizes.length >= 12}
            onClick={() => setPrizes((list) => [...list, { key: nextKey++, name: '', rewardType: 'LoyaltyPoints', rewardValue: '', voucherDefinitionId: '', odds: '0.0' }])}
          >
            Add a prize
          </Button>
        )}
      </Panel>
      <FormFooter mayEdit={mayEdit} pending={save.isPending} label="Save the game" saved={saved} errors={errors} />
    </form>
  );
}
