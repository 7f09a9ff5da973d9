import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';
import { Button } from './button.tsx';
import { errorMessage } from './error-message.ts';
import { useT } from '../texts/texts.tsx';

/** Page frame for product lists: heading, subtitle and the body. */
export function ListPage({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
      <div className="mt-8">{children}</div>
    </section>
  );
}

export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="grid place-items-center py-20">
      <Spinner size={40} label={label} />
    </div>
  );
}

export function ErrorBlock({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const message = errorMessage(error, t('common.ui.somethingWentWrong'));
  return (
    <div role="alert" className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-100">
      <p className="font-semibold text-ink">{message}</p>
      {onRetry && (
        <Button onClick={onRetry} className="mt-4 px-6 py-2">
          {t('common.ui.tryAgain')}
        </Button>
      )}
    </div>
  );
}
