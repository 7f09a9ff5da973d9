import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../paths.ts';
import { useT } from '../../../texts/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { orderEmails, useFindOrder } from './api.ts';
import { FormAlert, TextField } from '../../../ui/form/index.ts';

/** A guest finds an order by its number and the e-mail it was placed with (decision 018). */
export function TrackOrderPage() {
  const t = useT();
  const [search] = useSearchParams();
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t('storefront.track.title')}</h1>
      <p className="mt-2 text-slate-600">{t('storefront.track.intro')}</p>
      <FindOrderForm initialNumber={search.get('number') ?? ''} />
    </section>
  );
}

export function FindOrderForm({ initialNumber }: { initialNumber: string }) {
  const t = useT();
  const navigate = useNavigate();
  const find = useFindOrder();
  const [orderNumber, setOrderNumber] = useState(initialNumber);
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<{ orderNumber?: string; email?: string; form?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(orderNumber.trim() ? {} : { orderNumber: t('storefront.track.numberRequired') }),
      ...(email.trim() ? {} : { email: t('storefront.track.emailRequired') }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const order = await find.mutateAsync({ orderNumber: orderNumber.trim(), email: email.trim() });
      orderEmails.remember(order.orderNumber, email.trim());
      void navigate(paths.orderStatus.href({ orderNumber: order.orderNumber }));
    } catch (error) {
      setProblems({ form: errorMessage(error, t('storefront.track.notFound')) });
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-100">
      <TextField look="checkout" id="find-order-number" label={t('storefront.track.orderNumber')} placeholder="LMB-7K3QX9PA" autoCapitalize="characters" value={orderNumber} problem={problems.orderNumber} onValue={setOrderNumber} />
      <TextField look="checkout" id="find-order-email" label={t('storefront.checkout.email')} type="email" autoComplete="email" value={email} problem={problems.email} onValue={setEmail} />
      <FormAlert look="checkout" message={problems.form} />
      <Button type="submit" size="lg" className="w-full" disabled={find.isPending}>
        {t('storefront.track.find')}
      </Button>
    </form>
  );
}
