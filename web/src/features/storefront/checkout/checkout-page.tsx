import { ShoppingBag } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { CheckoutDefaults, CheckoutOptions } from '#domain/storefront/api/checkout.ts';
import { parsePointsInput, POINTS_NOT_WHOLE, pointsToRedeemProblem } from '#domain/pos/pricing.ts';
import type { CouponRule } from '#domain/storefront/coupons.ts';
import { formatNumber, formatRupiah } from '#domain/platform/format.ts';
import { checkoutFieldProblems, EMPTY_ADDRESS, PROVINCES, type ShopAddress, type ShopContact } from '#domain/storefront/address.ts';
import { computeShopCheckout, type ShopPaymentMethod } from '#domain/storefront/checkout.ts';
import { paths } from '../../../paths.ts';
import { useT } from '../../../texts/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { controlClassName, FIELD_LOOKS, ProblemText, SelectField, TextField, useFormProblems } from '../../../ui/form/index.ts';
import { notify } from '../../../ui/notify.ts';
import { ErrorBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { QueryLink } from '../../../ui/query-link.tsx';
import { useAuth } from '../../identity/index.ts';
import { cartStore, useCartLines, type CartLine } from '../cart/index.ts';
import { orderEmails, useCheckCoupon, useCheckoutDefaults, useCheckoutOptions, usePlaceCheckout } from './api.ts';
import { OrderSummary } from './order-summary.tsx';
import { Panel } from './panel.tsx';

/**
 * The checkout the cart's confirmation leads to (guest or signed in; decision 018). Contact, Indonesian
 * address, delivery option, coupon, points for a linked member and the payment method; the summary is
 * computed by domain/storefront/checkout.ts, as the server computes the order. Nothing is sent until the
 * fields pass the same checks the server makes.
 */
export function CheckoutPage() {
  const t = useT();
  const lines = useCartLines();
  const auth = useAuth();
  const options = useCheckoutOptions();
  const signedIn = auth.isAuthenticated;
  const defaults = useCheckoutDefaults(signedIn);

  if (lines.length === 0) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold text-ink">{t('storefront.checkout.title')}</h1>
        <div className="mt-8 rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-100">
          <ShoppingBag aria-hidden="true" className="mx-auto h-12 w-12 text-slate-300" />
          <p className="mt-4 text-lg font-semibold">{t('storefront.cart.empty')}</p>
          <QueryLink to={paths.allProducts.href()} className="mt-4 inline-block font-semibold text-brand hover:underline">
            {t('storefront.cart.continueShopping')}
          </QueryLink>
        </div>
      </section>
    );
  }
  if (auth.isLoading || options.isPending || (signedIn && defaults.isPending)) return <LoadingBlock label={t('storefront.checkout.loading')} />;
  if (options.isError) return <ErrorBlock error={options.error} onRetry={() => void options.refetch()} />;
  return <CheckoutForm lines={lines} options={options.data} defaults={signedIn ? (defaults.data ?? null) : null} account={auth.user} />;
}

interface CheckoutFormProps {
  lines: CartLine[];
  options: CheckoutOptions;
  defaults: CheckoutDefaults | null;
  account: { name?: string; email?: string } | null;
}

function CheckoutForm({ lines, options, defaults, account }: CheckoutFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const place = usePlaceCheckout();
  const checkCoupon = useCheckCoupon();
  const [contact, setContact] = useState<ShopContact>(
    defaults?.contact ?? { name: account?.name ?? '', email: account?.email ?? '', phone: '' },
  );
  const [address, setAddress] = useState<ShopAddress>(defaults?.address ?? EMPTY_ADDRESS);
  const [deliveryCode, setDeliveryCode] = useState(options.deliveryOptions.find((o) => !o.pickup)?.code ?? options.deliveryOptions[0]?.code ?? '');
  const [paymentMethod, setPaymentMethod] = useState<ShopPaymentMethod>('qris');
  const [couponInput, setCouponInput] = useState('');
  const [coupon, setCoupon] = useState<CouponRule | null>(null);
  const [pointsText, setPointsText] = useState('');
  // Each field's problem: the address rules, the delivery, the coupon and the points (the server's names).
  const problems = useFormProblems();

  const delivery = options.deliveryOptions.find((o) => o.code === deliveryCode) ?? null;
  const checkoutLines = lines.map((l) => ({ productId: l.productId, name: l.name, unitPrice: l.price, quantity: l.qty }));
  const parsedPoints = defaults?.member ? parsePointsInput(pointsText) : 0;
  const draft = computeShopCheckout({ lines: checkoutLines, coupon, deliveryFee: delivery?.fee ?? 0, pointsToRedeem: 0 });
  const pointsRule = defaults?.member
    ? parsedPoints === null
      ? POINTS_NOT_WHOLE
      : pointsToRedeemProblem(parsedPoints, { balance: defaults.member.pointsBalance, amountDue: draft.amountDueBeforePoints })
    : null;
  const pointsProblem = pointsRule && t(pointsRule.key, pointsRule.values);
  const totals = computeShopCheckout({ lines: checkoutLines, coupon, deliveryFee: delivery?.fee ?? 0, pointsToRedeem: pointsProblem ? 0 : (parsedPoints ?? 0) });

  // Editing a field takes its message away; the next "Place order" checks everything again.
  const setContactField = (field: keyof ShopContact) => (value: string) => {
    setContact((c) => ({ ...c, [field]: value }));
    problems.set(field, undefined);
  };
  const setAddressField = (field: keyof ShopAddress) => (value: string) => {
    setAddress((a) => ({ ...a, [field]: value }));
    problems.set(field, undefined);
  };

  function applyCoupon() {
    const code = couponInput.trim();
    if (!code) {
      problems.set('couponCode', 'storefront.errors.couponRequired');
      return;
    }
    checkCoupon.mutate(
      { code, subtotal: totals.subtotal, ...(contact.email.trim() ? { email: contact.email.trim() } : {}) },
      {
        onSuccess: ({ coupon: rule }) => {
          setCoupon(rule);
          setCouponInput(rule.code);
          problems.set('couponCode', undefined);
        },
        onError: (error) => {
          setCoupon(null);
          problems.set('couponCode', errorMessage(error, t('storefront.checkout.couponCheckFailed')));
        },
      },
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const pickup = delivery?.pickup ?? false;
    const found: Record<string, string> = checkoutFieldProblems({ contact, address, pickup });
    if (!delivery) found.deliveryCode = 'storefront.errors.chooseDelivery';
    if (pointsProblem) found.pointsToRedeem = pointsProblem;
    if (couponInput.trim() && !coupon) found.couponCode = t('storefront.checkout.applyOrClear');
    problems.show(found);
    if (Object.keys(found).length > 0) {
      notify.error(t('storefront.checkout.checkFields'));
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    try {
      const order = await place.mutateAsync({
        lines: lines.map((l) => ({ productId: l.productId, quantity: l.qty })),
        contact,
        address: pickup ? null : address,
        deliveryCode,
        pickup,
        couponCode: coupon?.code ?? '',
        pointsToRedeem: totals.pointsRedeemed,
        paymentMethod,
      });
      cartStore.clear();
      orderEmails.remember(order.orderNumber, order.contact.email);
      notify.success(t('storefront.checkout.orderPlaced'));
      void navigate(paths.orderStatus.href({ orderNumber: order.orderNumber }));
    } catch (error) {
      problems.fail(error);
      notify.error(errorMessage(error, t('storefront.checkout.placeFailed')));
    }
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-ink">{t('storefront.checkout.title')}</h1>
      {!account && (
        <p className="mt-2 text-sm text-slate-600">
          {t.rich('storefront.checkout.guest', {
            signIn: (chunks) => (
              <QueryLink to={paths.login.href()} className="font-semibold text-brand-dark underline">
                {chunks}
              </QueryLink>
            ),
          })}
        </p>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="min-w-0 space-y-6">
          <Panel title={t('storefront.checkout.contact')} id="checkout-contact">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField look="checkout" id="contact-name" label={t('storefront.checkout.fullName')} autoComplete="name" value={contact.name} problem={problems.of('name')} onValue={setContactField('name')} className="sm:col-span-2" />
              <TextField look="checkout" id="contact-email" label={t('storefront.checkout.email')} type="email" autoComplete="email" value={contact.email} problem={problems.of('email')} onValue={setContactField('email')} />
              <TextField look="checkout" id="contact-phone" label={t('storefront.checkout.phone')} type="tel" autoComplete="tel" placeholder="0812-3456-7890" value={contact.phone} problem={problems.of('phone')} onValue={setContactField('phone')} />
            </div>
          </Panel>

          <Panel title={t('storefront.checkout.delivery')} id="checkout-delivery">
            <fieldset>
              <legend className="sr-only">{t('storefront.checkout.deliveryOption')}</legend>
              <div className="grid gap-3">
                {options.deliveryOptions.map((option) => (
                  <label key={option.code} className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3 ${deliveryCode === option.code ? 'border-brand bg-brand/5' : 'border-slate-200'}`}>
                    <input type="radio" name="delivery" value={option.code} checked={deliveryCode === option.code} onChange={() => setDeliveryCode(option.code)} className="h-4 w-4 accent-brand" />
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-ink">{option.label}</span>
                      <span className="block text-xs text-slate-600">{option.estimate}</span>
                    </span>
                    <span className="font-semibold">{option.fee === 0 ? t('storefront.checkout.free') : formatRupiah(option.fee)}</span>
                  </label>
                ))}
              </div>
              <ProblemText id="delivery-error" problem={problems.of('deliveryCode')} className={FIELD_LOOKS.checkout.problem} />
            </fieldset>
            {delivery && !delivery.pickup && (
              <div className="mt-5 grid gap-4 sm:grid-cols-2">
                <TextField look="checkout" id="address-street" label={t('storefront.checkout.street')} autoComplete="street-address" value={address.street} problem={problems.of('street')} onValue={setAddressField('street')} className="sm:col-span-2" />
                <TextField look="checkout" id="address-kelurahan" label={t('storefront.checkout.kelurahan')} value={address.kelurahan} problem={problems.of('kelurahan')} onValue={setAddressField('kelurahan')} />
                <TextField look="checkout" id="address-kecamatan" label={t('storefront.checkout.kecamatan')} value={address.kecamatan} problem={problems.of('kecamatan')} onValue={setAddressField('kecamatan')} />
                <TextField look="checkout" id="address-city" label={t('storefront.checkout.city')} autoComplete="address-level2" value={address.city} problem={problems.of('city')} onValue={setAddressField('city')} />
                <SelectField look="checkout" id="address-province" label={t('storefront.checkout.province')} value={address.province} problem={problems.of('province')} onValue={setAddressField('province')}>
                  <option value="">{t('storefront.checkout.choose')}</option>
                  {PROVINCES.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </SelectField>
                <TextField look="checkout" id="address-postal-code" label={t('storefront.checkout.postalCode')} inputMode="numeric" autoComplete="postal-code" maxLength={5} value={address.postalCode} problem={problems.of('postalCode')} onValue={setAddressField('postalCode')} />
              </div>
            )}
          </Panel>

          <Panel title={t('storefront.checkout.payment')} id="checkout-payment">
            <fieldset>
              <legend className="sr-only">{t('storefront.checkout.paymentMethod')}</legend>
              <div className="grid gap-3 sm:grid-cols-3">
                {options.paymentMethods.map(({ method }) => (
                  <label key={method} className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3 ${paymentMethod === method ? 'border-brand bg-brand/5' : 'border-slate-200'}`}>
                    <input type="radio" name="payment" value={method} checked={paymentMethod === method} onChange={() => setPaymentMethod(method)} className="h-4 w-4 accent-brand" />
                    <span className="font-semibold text-ink">{t(`storefront.paymentMethod.${method}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <p className="mt-3 text-xs text-slate-600">{t('storefront.checkout.paymentWindow', { minutes: options.paymentWindowMinutes })}</p>
          </Panel>
        </div>

        <aside aria-labelledby="checkout-summary" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-100 sm:p-6 lg:sticky lg:top-40">
          <h2 id="checkout-summary" className="text-lg font-bold">
            {t('storefront.summary.title')}
          </h2>
          <div>
            <label htmlFor="coupon-code" className={FIELD_LOOKS.checkout.label}>
              {t('storefront.checkout.couponCode')}
            </label>
            <div className="flex gap-2">
              <input
                id="coupon-code"
                maxLength={40}
                value={couponInput}
                onChange={(e) => {
                  setCouponInput(e.target.value);
                  setCoupon(null);
                }}
                autoCapitalize="characters"
                aria-invalid={problems.of('couponCode') ? true : undefined}
                aria-describedby={problems.of('couponCode') ? 'coupon-code-error' : coupon ? 'coupon-code-applied' : undefined}
                className={controlClassName('checkout', problems.of('couponCode'), 'min-w-0 flex-1 uppercase')}
              />
              <Button variant="outline" size="lg" className="shrink-0 px-5" onClick={applyCoupon} disabled={checkCoupon.isPending}>
                {t('storefront.checkout.apply')}
              </Button>
            </div>
            {coupon && !problems.of('couponCode') && (
              <p id="coupon-code-applied" className="mt-1.5 text-sm text-emerald-700">
                {t('storefront.checkout.couponApplied', { code: coupon.code, description: coupon.description })}
              </p>
            )}
            <ProblemText id="coupon-code-error" problem={problems.of('couponCode')} className={FIELD_LOOKS.checkout.problem} />
          </div>
          {defaults?.member && (
            <TextField
              look="checkout"
              id="points-to-redeem"
              label={t('storefront.checkout.points')}
              inputMode="numeric"
              placeholder="0"
              value={pointsText}
              onValue={(value) => {
                setPointsText(value);
                problems.set('pointsToRedeem', undefined);
              }}
              problem={pointsText.trim() ? (pointsProblem ?? problems.of('pointsToRedeem')) : problems.of('pointsToRedeem')}
              hint={t('storefront.checkout.pointsHint', { name: defaults.member.firstName, points: formatNumber(defaults.member.pointsBalance, t.language) })}
            />
          )}
          <OrderSummary
            totals={totals}
            lines={totals.lines.map((l) => ({ ...l, imageUrl: lines.find((c) => c.productId === l.productId)?.imageUrl ?? '' }))}
            couponCode={coupon?.code ?? null}
            deliveryLabel={delivery?.label ?? null}
          />
          <Button type="submit" size="lg" className="w-full shadow-md disabled:opacity-60" disabled={place.isPending}>
            {t('storefront.checkout.placeOrder')}
          </Button>
        </aside>
      </form>
    </section>
  );
}
