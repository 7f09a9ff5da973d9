import { useState, type FormEvent } from 'react';
import { fulfilmentForm } from '#domain/storefront/fulfilment.ts';
import type { StaffOrderMove } from '#domain/back-office/orders.ts';
import { FIELD_LOOKS, FormFooter, ProblemText, SubmitButton, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { useT } from '../../../texts/texts.tsx';
import { useMoveOrder } from './api.ts';

/**
 * A storefront order's next status (decision 024): the moves the server allows now, validated with the
 * server's own schema (domain/back-office/orders.ts fulfilmentForm); the server audits each move.
 */
export function StatusForm({ orderNumber, nextStatuses }: { orderNumber: string; nextStatuses: StaffOrderMove[] }) {
  const t = useT();
  const [status, setStatus] = useState<StaffOrderMove | ''>('');
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const problems = useFormProblems();
  const [done, setDone] = useState<string | null>(null);
  const move = useMoveOrder(orderNumber);

  if (nextStatuses.length === 0) return <p className="text-sm text-slate-700">{t('backOffice.orders.move.finished')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (status === '') return problems.show({ status: t('backOffice.orders.move.choose') });
    const body = problems.check(fulfilmentForm, status === 'shipped' ? { status, courier, trackingNumber } : { status });
    if (!body) return;
    move.mutate(body, {
      onSuccess: (order) => {
        setDone(t('backOffice.orders.move.done', { status: t(`backOffice.orders.status.${order.status}`) }));
        setStatus('');
      },
      onError: problems.fail,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('backOffice.orders.detail.changeStatus')} className="space-y-4">
      <fieldset aria-describedby={problems.of('status') ? 'order-status-error' : undefined}>
        <legend className="text-sm font-semibold text-ink">{t('backOffice.orders.move.newStatus')}</legend>
        <div className="mt-2 space-y-2">
          {nextStatuses.map((option) => (
            <label key={option} className="flex items-start gap-2 text-sm">
              <input type="radio" name="order-status" className="mt-1" value={option} checked={status === option} onChange={() => setStatus(option)} />
              <span>
                <span className="font-semibold text-ink">{t(`backOffice.orders.move.label.${option}`)}</span>
                <span className="block text-slate-600">{t(`backOffice.orders.move.hint.${option}`)}</span>
              </span>
            </label>
          ))}
        </div>
        <ProblemText id="order-status-error" problem={problems.of('status')} className={FIELD_LOOKS.admin.problem} />
      </fieldset>
      {status === 'shipped' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField id="order-courier" label={t('backOffice.orders.move.courier')} problem={problems.of('courier')} value={courier} onValue={setCourier} />
          <TextField id="order-tracking" label={t('backOffice.orders.move.tracking')} problem={problems.of('trackingNumber')} value={trackingNumber} onValue={setTrackingNumber} />
        </div>
      )}
      <FormFooter saved={done} problem={problems.form}>
        <SubmitButton pending={move.isPending} pendingLabel={null} variant={status === 'cancelled' ? 'primary' : 'navy'} className="px-5">
          {status === 'cancelled' ? t('backOffice.orders.move.cancelOrder') : t('backOffice.orders.move.save')}
        </SubmitButton>
      </FormFooter>
    </form>
  );
}
