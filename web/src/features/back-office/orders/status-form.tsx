import { useState, type FormEvent } from 'react';
import { fieldMessages } from '#domain/back-office/forms.ts';
import { fulfilmentForm } from '#domain/storefront/fulfilment.ts';
import { STAFF_ORDER_MOVE_LABELS, type StaffOrderMove } from '#domain/back-office/orders.ts';
import { ApiError } from '../../../api/client.ts';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { describedBy, Field, inputClass } from '../admin-ui.tsx';
import { useMoveOrder } from './api.ts';

const HINTS: Record<StaffOrderMove, string> = {
  packed: 'The parcel is ready for the courier.',
  shipped: 'The courier has it; the shopper gets an e-mail with the tracking number.',
  delivered: 'The shopper has it.',
  cancelled: 'Gives the stock, the coupon and the points back, once; the shopper gets an e-mail.',
};

/**
 * A storefront order's next status (issue 16 §5): the moves the server allows now, validated with the
 * server's own schema (domain/back-office/orders.ts fulfilmentForm); the server audits each move.
 */
export function StatusForm({ orderNumber, nextStatuses }: { orderNumber: string; nextStatuses: StaffOrderMove[] }) {
  const [status, setStatus] = useState<StaffOrderMove | ''>('');
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const move = useMoveOrder(orderNumber);

  if (nextStatuses.length === 0) return <p className="text-sm text-slate-700">This order is finished: its status cannot change any more.</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const parsed = fulfilmentForm.safeParse(status === 'shipped' ? { status, courier, trackingNumber } : { status });
    if (!parsed.success) return setErrors(status === '' ? { status: 'Choose the new status.' } : fieldMessages(parsed.error));
    setErrors({});
    move.mutate(parsed.data, {
      onSuccess: (order) => {
        setDone(`The order is now ${order.status}.`);
        setStatus('');
      },
      onError: (error) => setErrors(error instanceof ApiError && Object.keys(error.fields).length > 0 ? error.fields : { form: errorMessage(error) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change the status" className="space-y-4">
      <fieldset aria-describedby={errors.status ? 'order-status-error' : undefined}>
        <legend className="text-sm font-semibold text-ink">New status</legend>
        <div className="mt-2 space-y-2">
          {nextStatuses.map((option) => (
            <label key={option} className="flex items-start gap-2 text-sm">
              <input type="radio" name="order-status" className="mt-1" value={option} checked={status === option} onChange={() => setStatus(option)} />
              <span>
                <span className="font-semibold text-ink">{STAFF_ORDER_MOVE_LABELS[option]}</span>
                <span className="block text-slate-600">{HINTS[option]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.status && (
          <p id="order-status-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.status}
          </p>
        )}
      </fieldset>
      {status === 'shipped' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="order-courier" label="Courier" error={errors.courier}>
            <input id="order-courier" className={inputClass} value={courier} onChange={(e) => setCourier(e.target.value)} {...describedBy('order-courier', errors.courier)} />
          </Field>
          <Field id="order-tracking" label="Tracking number" error={errors.trackingNumber}>
            <input id="order-tracking" className={inputClass} value={trackingNumber} onChange={(e) => setTrackingNumber(e.target.value)} {...describedBy('order-tracking', errors.trackingNumber)} />
          </Field>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant={status === 'cancelled' ? 'primary' : 'navy'} size="sm" className="px-5" disabled={move.isPending}>
          {status === 'cancelled' ? 'Cancel the order' : 'Save the status'}
        </Button>
        {errors.form && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {errors.form}
          </p>
        )}
        {done && (
          <p role="status" className="text-sm font-semibold text-emerald-800">
            {done}
          </p>
        )}
      </div>
    </form>
  );
}
