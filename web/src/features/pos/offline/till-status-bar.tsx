import { useEffect, useState } from 'react';
import { formatRupiah, formatTime } from '#domain/platform/format.ts';
import { useLanguage, useT } from '../../../texts/texts.tsx';
import { PosDialog } from '../pos-dialog.tsx';
import { deviceId, type QueuedSale } from './queue.ts';
import { startTillSync, useTillStatus } from './till-sync.ts';

/**
 * The till's always-visible status (decision 030): online, or offline since when; how many sales wait on
 * this device, and whether they are syncing; and the list of queued and recently synced sales with the
 * device's and the server's numbers. Mounting it starts the sync for as long as the till is open.
 */
export function TillStatusBar() {
  const t = useT();
  const language = useLanguage();
  const status = useTillStatus();
  const [listOpen, setListOpen] = useState(false);
  useEffect(startTillSync, []);
  const waiting = status.sales.filter((s) => s.status === 'queued').length;
  const attention = status.sales.filter((s) => s.status === 'attention').length;
  const tone = !status.online ? 'bg-amber-100 text-amber-950 ring-amber-300' : waiting > 0 ? 'bg-sky-50 text-sky-950 ring-sky-200' : 'bg-white text-ink ring-slate-200';
  return (
    <section aria-label={t('pos.offline.status.label')} className={`sticky top-0 z-20 flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm ring-1 ${tone}`}>
      {/* aria-live, not role=status: the till's own status messages (added, not found) keep that role. */}
      <p aria-live="polite" className="flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${status.online ? 'bg-green-600' : 'bg-amber-600'}`} />
          {status.online
            ? t('pos.offline.status.online')
            : t('pos.offline.status.offlineSince', { time: formatTime(status.offlineSince ?? new Date(), language) })}
        </span>
        {waiting > 0 && <span>{t('pos.offline.status.waiting', { count: waiting })}</span>}
        {status.syncing && <span>{t('pos.offline.status.syncing')}</span>}
        {attention > 0 && <span className="text-red-800">{t('pos.offline.status.attention', { count: attention })}</span>}
      </p>
      {!status.online && <p className="text-amber-950">{t('pos.offline.status.stillSelling')}</p>}
      <button
        type="button"
        onClick={() => setListOpen(true)}
        className="ml-auto rounded-full border border-current/30 px-3 py-1 font-semibold hover:bg-black/5"
      >
        {t('pos.offline.status.showQueue', { count: status.sales.length })}
      </button>
      {listOpen && <QueueDialog sales={status.sales} onClose={() => setListOpen(false)} />}
    </section>
  );
}

function QueueDialog({ sales, onClose }: { sales: readonly QueuedSale[]; onClose(): void }) {
  const t = useT();
  const language = useLanguage();
  const [device, setDevice] = useState<string | null>(null);
  useEffect(() => {
    void deviceId().then(setDevice, () => undefined);
  }, []);
  const newestFirst = [...sales].reverse();
  return (
    <PosDialog title={t('pos.offline.queue.title')} onClose={onClose}>
      {device && <p className="text-sm text-slate-600">{t('pos.offline.queue.device', { device })}</p>}
      {newestFirst.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('pos.offline.queue.empty')}</p>
      ) : (
        // tabIndex: a list that scrolls must be reachable by keyboard.
        <ul aria-label={t('pos.offline.queue.title')} tabIndex={0} className="mt-3 max-h-[60vh] space-y-3 overflow-y-auto">
          {newestFirst.map((sale) => (
            <li key={sale.transactionNumber} className="rounded-xl p-3 text-sm ring-1 ring-slate-200">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-bold text-ink">{sale.receiptNumber}</p>
                <p className="font-semibold text-ink">{formatRupiah(sale.total)}</p>
              </div>
              <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-slate-700">
                <dt>{t('pos.offline.queue.soldAt')}</dt>
                <dd>{formatTime(sale.soldAt, language)}</dd>
                <dt>{t('pos.offline.queue.transaction')}</dt>
                <dd className="break-all">{sale.transactionNumber}</dd>
                <dt>{t('pos.offline.queue.server')}</dt>
                <dd>{sale.orderName ?? t('pos.offline.queue.notYet')}</dd>
              </dl>
              <p className={`mt-1 font-semibold ${sale.status === 'attention' ? 'text-red-800' : sale.status === 'synced' ? 'text-green-800' : 'text-amber-900'}`}>
                {sale.status === 'queued' && t('pos.offline.queue.state.queued')}
                {sale.status === 'synced' && t('pos.offline.queue.state.synced', { time: formatTime(sale.syncedAt ?? sale.soldAt, language) })}
                {sale.status === 'attention' && t('pos.offline.queue.state.attention', { problem: sale.problem ?? '' })}
              </p>
              {sale.conflicts && sale.conflicts.length > 0 && (
                <div className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-950">
                  <p className="font-semibold">{t('pos.offline.conflicts')}</p>
                  <ul className="list-disc pl-5">
                    {sale.conflicts.map((conflict) => (
                      <li key={`${conflict.kind}-${conflict.detail}`}>{t(`pos.offline.conflict.${conflict.kind}`, { detail: conflict.detail })}</li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </PosDialog>
  );
}
