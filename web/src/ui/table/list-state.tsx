import type { ReactNode } from 'react';
import { Button } from '../button.tsx';
import { errorMessage } from '../error-message.ts';
import { Spinner } from '../spinner.tsx';
import { useT } from '../../texts/texts.tsx';

/**
 * The three states every list has besides its rows: loading, failed (with a retry) and empty (with what
 * to do). Renders the children when there are rows.
 */
export function ListState({
  isPending,
  error,
  isEmpty,
  empty,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  empty: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useT();
  if (isPending) {
    return (
      <div className="grid place-items-center py-10">
        <Spinner size={32} />
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-semibold">{errorMessage(error, t('common.ui.somethingWentWrong'))}</p>
        <Button variant="outline" size="sm" className="mt-3 bg-white px-4" onClick={onRetry}>
          {t('common.ui.tryAgain')}
        </Button>
      </div>
    );
  }
  if (isEmpty) return <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">{empty}</p>;
  return <>{children}</>;
}
