import { useState, type FormEvent } from 'react';
import { formatOdds, gameForm, oddsToWeight, type AdminGame, type AdminVoucherDefinition } from '#domain/back-office/programme.ts';
import { GAME_REWARD_TYPES, type GameRewardType } from '#domain/loyalty/games.ts';
import { Button } from '../../../ui/button.tsx';
import { CellInput, CellSelect, FormFooter, SubmitButton, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { ListState, TD_CLASS, TH_CLASS } from '../../../ui/table/index.ts';
import { Panel } from '../admin-page.tsx';
import { useMayAct } from '../session.tsx';
import { useGames, useSaveGame, useVoucherDefinitions } from './api.ts';
import { numberOrNull } from './form-values.ts';

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

/** Each game's prizes with their odds in percent (one decimal), which must add up to 100% (decision 021). */
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
  const problems = useFormProblems({ naming: 'path' });
  const [saved, setSaved] = useState<string | null>(null);

  const setPrize = (key: number, change: Partial<PrizeDraft>) => setPrizes((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const totalTenths = prizes.reduce((sum, p) => {
    const odds = numberOrNull(p.odds);
    return sum + (typeof odds === 'number' ? oddsToWeight(odds) : 0);
  }, 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const body = problems.check(gameForm, {
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
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => setSaved('Saved. Spins played from now on use these prizes and odds.'),
      onError: problems.fail,
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
          <TextField id={id('name')} label="Name" value={name} onValue={setName} problem={problems.of('name')} disabled={!mayEdit} />
          <TextField id={id('start')} label="Start date" type="date" value={startDate} onValue={setStartDate} problem={problems.of('startDate')} disabled={!mayEdit} />
          <TextField id={id('end')} label="End date" type="date" value={endDate} onValue={setEndDate} problem={problems.of('endDate')} hint="Empty: no end" disabled={!mayEdit} />
        </div>

        <h3 className="mt-6 text-base font-bold text-ink">Prizes and odds</h3>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead>
              <tr>
                <th className={TH_CLASS}>Prize</th>
                <th className={TH_CLASS}>Gives</th>
                <th className={TH_CLASS}>Points or voucher</th>
                <th className={`${TH_CLASS} w-28`}>Odds (%)</th>
                {mayEdit && (
                  <th className={`${TH_CLASS} w-24`}>
                    <span className="sr-only">Remove</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {prizes.map((p, index) => {
                const problem = (field: string) => problems.of(`prizes.${index}.${field}`);
                const cell = (field: string) => `${id('prize')}-${p.key}-${field}`;
                const label = `Prize ${index + 1}`;
                return (
                  <tr key={p.key}>
                    <td className={TD_CLASS}>
                      <CellInput id={cell('name')} label={`${label} name`} value={p.name} onValue={(name) => setPrize(p.key, { name })} problem={problem('name')} disabled={!mayEdit} />
                    </td>
                    <td className={TD_CLASS}>
                      <CellSelect id={cell('type')} label={`${label} gives`} value={p.rewardType} onValue={(type) => setPrize(p.key, { rewardType: type as GameRewardType })} disabled={!mayEdit}>
                        {GAME_REWARD_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {TYPE_LABELS[type]}
                          </option>
                        ))}
                      </CellSelect>
                    </td>
                    <td className={TD_CLASS}>
                      {p.rewardType === 'LoyaltyPoints' && (
                        <CellInput
                          id={cell('rewardValue')}
                          label={`${label} points`}
                          inputMode="numeric"
                          value={p.rewardValue}
                          onValue={(rewardValue) => setPrize(p.key, { rewardValue })}
                          problem={problem('rewardValue')}
                          disabled={!mayEdit}
                        />
                      )}
                      {p.rewardType === 'Voucher' && (
                        <CellSelect
                          id={cell('voucher')}
                          label={`${label} voucher`}
                          value={p.voucherDefinitionId}
                          onValue={(voucherDefinitionId) => setPrize(p.key, { voucherDefinitionId })}
                          problem={problem('voucherDefinitionId')}
                          disabled={!mayEdit}
                        >
                          <option value="">Choose a voucher</option>
                          {vouchers.map((v) => (
                            <option key={v.id} value={v.id}>
                              {v.name} ({v.code})
                            </option>
                          ))}
                        </CellSelect>
                      )}
                      {p.rewardType === 'NoReward' && <span className="text-slate-600">—</span>}
                    </td>
                    <td className={TD_CLASS}>
                      <CellInput
                        id={cell('odds')}
                        label={`${label} odds in percent`}
                        inputMode="decimal"
                        controlClassName="text-right"
                        value={p.odds}
                        onValue={(odds) => setPrize(p.key, { odds })}
                        problem={problem('odds')}
                        disabled={!mayEdit}
                      />
                    </td>
                    {mayEdit && (
                      <td className={TD_CLASS}>
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
        {(problems.of('odds') ?? problems.of('prizes')) && (
          <p id={id('odds-error')} role="alert" className="mt-2 text-sm font-medium text-red-700">
            {problems.of('odds') ?? problems.of('prizes')}
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
      <FormFooter saved={saved} problem={problems.summary}>
        {mayEdit && <SubmitButton pending={save.isPending}>Save the game</SubmitButton>}
      </FormFooter>
    </form>
  );
}
