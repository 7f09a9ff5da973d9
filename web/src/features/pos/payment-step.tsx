import { useId } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '#domain/checkout.ts';
import type { CheckoutMember } from '#domain/pos-order.ts';
import { MemberBox } from './member-box.tsx';

interface PaymentStepProps {
  member: CheckoutMember | null;
  paymentMethod: PaymentMethod | null;
  onChoose(method: PaymentMethod): void;
  pointsText: string;
  pointsError: string | null;
  onPointsTyped(text: string): void;
}

/** loyalty-pos.md §2 step 4: member box, Credit Card / Debit / QRIS, and the points to redeem. */
export function PaymentStep({ member, paymentMethod, onChoose, pointsText, pointsError, onPointsTyped }: PaymentStepProps) {
  const pointsId = useId();
  const errorId = useId();
  return (
    <div className="space-y-6">
      <MemberBox member={member} />
      <fieldset>
        <legend className="text-lg font-semibold text-ink">Payment method</legend>
        <div className="mt-3 grid grid-cols-3 gap-3">
          {PAYMENT_METHODS.map((method) => (
            <button
              key={method}
              type="button"
              aria-pressed={method === paymentMethod}
              onClick={() => onChoose(method)}
              className={`h-20 rounded-2xl bg-white font-semibold text-ink shadow-sm ring-1 hover:ring-2 hover:ring-brand ${
                method === paymentMethod ? 'ring-2 ring-brand' : 'ring-slate-200'
              }`}
            >
              {method}
            </button>
          ))}
        </div>
      </fieldset>
      {member && (
        <div className="max-w-md">
          <h3 className="text-lg font-semibold text-ink">Redeem Points</h3>
          <label htmlFor={pointsId} className="mt-2 block text-sm font-medium text-slate-700">
            Enter poin amount to redeem
          </label>
          <input
            id={pointsId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            aria-invalid={pointsError !== null}
            aria-describedby={pointsError ? errorId : undefined}
            value={pointsText}
            onChange={(event) => onPointsTyped(event.target.value)}
            className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 text-ink focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
          />
          {pointsError && (
            <p id={errorId} className="mt-1 text-sm text-red-700">
              {pointsError}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
