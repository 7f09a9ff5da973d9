import { useT } from '../../../texts/texts.tsx';

/**
 * Returns read the sale and book the refund on the server (decision 016), so an offline till cannot take
 * one (decision 030): the sentence says so, and the page and the approval keep their buttons off.
 */
export function ReturnsOfflineNote() {
  const t = useT();
  return (
    <p role="note" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 ring-1 ring-amber-300">
      {t('pos.returns.offline')}
    </p>
  );
}
