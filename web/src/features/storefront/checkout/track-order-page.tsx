import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../paths.ts';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { orderEmails, useFindOrder } from './api.ts';
import { FormAlert, TextField } from '../../../ui/form/index.ts';

/** A guest finds an order by its number and the e-mail it was placed with (decision 018). */
export function TrackOrderPage() {
  const [search] = useSearchParams();
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">Track Your Order</h1>
      <p className="mt-2 text-slate-600">Enter the order number from your e-mail and the e-mail address you ordered with.</p>
      <FindOrderForm initialNumber={search.get('number') ?? ''} />
    </section>
  );
}

export function FindOrderForm({ initialNumber }: { initialNumber: string }) {
  const navigate = useNavigate();
  const find = useFindOrder();
  const [orderNumber, setOrderNumber] = useState(initialNumber);
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<{ orderNumber?: string; email?: string; form?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(orderNumber.trim() ? {} : { orderNumber: 'Enter the order number.' }),
      ...(email.trim() ? {} : { email: 'Enter the e-mail address of the order.' }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const order = await find.mutateAsync({ orderNumber: orderNumber.trim(), email: email.trim() });
      orderEmails.remember(order.orderNumber, email.trim());
      void navigate(paths.orderStatus.href({ orderNumber: order.orderNumber }));
    } catch (error) {
      setProblems({ form: errorMessage(error, 'The order could not be found. Please try again.') });
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-100">
      <TextField look="checkout" id="find-order-number" label="Order number" placeholder="LMB-7K3QX9PA" autoCapitalize="characters" value={orderNumber} problem={problems.orderNumber} onValue={setOrderNumber} />
      <TextField look="checkout" id="find-order-email" label="E-mail" type="email" autoComplete="email" value={email} problem={problems.email} onValue={setEmail} />
      <FormAlert look="checkout" message={problems.form} />
      <Button type="submit" size="lg" className="w-full" disabled={find.isPending}>
        Find my order
      </Button>
    </form>
  );
}
