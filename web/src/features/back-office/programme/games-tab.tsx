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
import { formatNumber } from '#domain/platform/format.ts';
import { useLanguage, useT } from '../../../texts/texts.tsx';

/** Below sm a prize row is a card: its cells two by two, each with its column's name above (data-label). */
const PRIZE_ROW = 'max-sm:grid max-sm:grid-cols-2 max-sm:gap-3 max-sm:rounded-xl max-sm:p-3 max-sm:ring-1 max-sm:ring-slate-200';
const PRIZE_CELL =
  'max-sm:block max-sm:min-w-0 max-sm:border-0 max-sm:p-0 max-sm:before:mb-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';



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
  const t = useT();
  const games = useGames();
  const vouchers = useVoucherDefinitions();
  return (
    <ListState
      isPending={games.isPending || vouchers.isPending}
      error={games.error ?? vouchers.error}
      isEmpty={(games.data?.games.length ?? 0) === 0}
      empty={t('backOffice.programme.games.empty')}
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
  const t = useT();
  const language = useLanguage();
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
      onSuccess: () => setSaved(t('backOffice.programme.games.saved')),
      onError: problems.fail,
    });
  };

  const id = (field: string) => `game-${game.id}-${field}`;
  return (
    <form onSubmit={submit} noValidate aria-label={t('backOffice.programme.games.named', { name: game.name })} className="space-y-4">
      <Panel title={game.name}>
        <p className="-mt-2 mb-4 text-sm text-slate-600">
          {game.type === 'SpintheWheel' ? t('backOffice.programme.games.spinTheWheel') : game.type} · {t('backOffice.programme.games.played', { count: game.played, played: formatNumber(game.played, language) })}
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField id={id('name')} label={t('backOffice.programme.field.name')} value={name} onValue={setName} problem={problems.of('name')} disabled={!mayEdit} />
          <TextField id={id('start')} label={t('backOffice.programme.games.startDate')} type="date" value={startDate} onValue={setStartDate} problem={problems.of('startDate')} disabled={!mayEdit} />
          <TextField id={id('end')} label={t('backOffice.programme.games.endDate')} type="date" value={endDate} onValue={setEndDate} problem={problems.of('endDate')} hint={t('backOffice.programme.emptyNoEnd')} disabled={!mayEdit} />
        </div>

        <h3 className="mt-6 text-base font-bold text-ink">{t('backOffice.programme.games.prizes')}</h3>
        {/* relative: the visually hidden last header is placed inside the scroll area, not beside the page.
            Below sm each prize is a card of its own (each control named by its column), so the table fits a phone. */}
        <div className="relative mt-2 sm:overflow-x-auto">
          <table className="w-full text-left text-sm max-sm:block sm:min-w-[40rem]">
            <thead className="max-sm:sr-only">
              <tr>
                <th className={TH_CLASS}>{t('backOffice.programme.games.prize')}</th>
                <th className={TH_CLASS}>{t('backOffice.programme.games.gives')}</th>
                <th className={TH_CLASS}>{t('backOffice.programme.games.pointsOrVoucher')}</th>
                <th className={`${TH_CLASS} w-28`}>{t('backOffice.programme.games.odds')}</th>
                {mayEdit && (
                  <th className={`${TH_CLASS} w-24`}>
                    <span className="sr-only">{t('backOffice.programme.games.remove')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="max-sm:block max-sm:space-y-3">
              {prizes.map((p, index) => {
                const problem = (field: string) => problems.of(`prizes.${index}.${field}`);
                const cell = (field: string) => `${id('prize')}-${p.key}-${field}`;
                const position = index + 1;
                return (
                  <tr key={p.key} className={PRIZE_ROW}>
                    <td className={`${TD_CLASS} ${PRIZE_CELL} max-sm:col-span-2`} data-label={t('backOffice.programme.games.prize')}>
                      <CellInput id={cell('name')} label={t('backOffice.programme.games.prizeName', { position })} value={p.name} onValue={(name) => setPrize(p.key, { name })} problem={problem('name')} disabled={!mayEdit} />
                    </td>
                    <td className={`${TD_CLASS} ${PRIZE_CELL}`} data-label={t('backOffice.programme.games.gives')}>
                      <CellSelect id={cell('type')} label={t('backOffice.programme.games.prizeGives', { position })} value={p.rewardType} onValue={(type) => setPrize(p.key, { rewardType: type as GameRewardType })} disabled={!mayEdit}>
                        {GAME_REWARD_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {t(`backOffice.programme.games.type.${type}`)}
                          </option>
                        ))}
                      </CellSelect>
                    </td>
                    <td className={`${TD_CLASS} ${PRIZE_CELL}`} data-label={t('backOffice.programme.games.pointsOrVoucher')}>
                      {p.rewardType === 'LoyaltyPoints' && (
                        <CellInput
                          id={cell('rewardValue')}
                          label={t('backOffice.programme.games.prizePoints', { position })}
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
                          label={t('backOffice.programme.games.prizeVoucher', { position })}
                          value={p.voucherDefinitionId}
                          onValue={(voucherDefinitionId) => setPrize(p.key, { voucherDefinitionId })}
                          problem={problem('voucherDefinitionId')}
                          disabled={!mayEdit}
                        >
                          <option value="">{t('backOffice.programme.chooseVoucher')}</option>
                          {vouchers.map((v) => (
                            <option key={v.id} value={v.id}>
                              {v.name} ({v.code})
                            </option>
                          ))}
                        </CellSelect>
                      )}
                      {p.rewardType === 'NoReward' && <span className="text-slate-600">—</span>}
                    </td>
                    <td className={`${TD_CLASS} ${PRIZE_CELL}`} data-label={t('backOffice.programme.games.odds')}>
                      <CellInput
                        id={cell('odds')}
                        label={t('backOffice.programme.games.prizeOdds', { position })}
                        inputMode="decimal"
                        controlClassName="text-right"
                        value={p.odds}
                        onValue={(odds) => setPrize(p.key, { odds })}
                        problem={problem('odds')}
                        disabled={!mayEdit}
                      />
                    </td>
                    {mayEdit && (
                      <td className={`${TD_CLASS} max-sm:flex max-sm:items-end max-sm:border-0 max-sm:p-0`}>
                        <Button type="button" variant="outline" size="sm" className="px-3" onClick={() => setPrizes((list) => list.filter((x) => x.key !== p.key))} aria-label={p.name ? t('backOffice.programme.games.removeNamed', { name: p.name }) : t('backOffice.programme.games.removePrize', { position })}>
                          {t('backOffice.programme.games.remove')}
                        </Button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
            <tfoot className="max-sm:mt-3 max-sm:block">
              <tr className="max-sm:flex max-sm:justify-between">
                <td className="px-3 py-2 font-semibold text-ink" colSpan={3}>
                  {t('backOffice.programme.games.total')}
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
            {t('backOffice.programme.games.addPrize')}
          </Button>
        )}
      </Panel>
      <FormFooter saved={saved} problem={problems.summary}>
        {mayEdit && <SubmitButton pending={save.isPending}>{t('backOffice.programme.games.save')}</SubmitButton>}
      </FormFooter>
    </form>
  );
}
