import { formatRupiah } from '#domain/platform/format.ts';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { PlacedOrderResult } from '#domain/pos/api/sales.ts';
import { computeCheckout, earnedPoints, lineTax } from '#domain/pos/pricing.ts';
import { asCheckoutVoucher, buildPlaceOrderRequest, parseServiceMessage, type CheckoutMember } from '#domain/pos/order.ts';
import { MEMBER_REGISTERED_EVENT_KEY, ORDER_COMPLETED_EVENT_KEY } from '#domain/marketing/journey-event-keys.ts';
import type { StoreBrand } from '#domain/loyalty/vouchers.ts';
import { checkVoucherEligibility, enrollMember, loadMember, placeOrder, triggerJourney, useStores } from './api.ts';
import { checkoutLines, checkoutReducer, initialCheckout, STEPS, type SaleResult, type Step } from './checkout-state.ts';
import { checkoutView } from './checkout-totals.ts';
import { MemberStep, type RegistrationFields, type RegistrationOutcome } from './member-step.tsx';
import { PaymentStep } from './payment-step.tsx';
import { useCurrentShift } from './shift-api.ts';
import { ShiftBar } from './shift-bar.tsx';
import { resolveTenders } from './tender-drafts.ts';
import { StoreProductStep } from './store-product-step.tsx';
import { SuccessStep } from './success-step.tsx';
import { SummaryPanel } from './summary-panel.tsx';

import { VoucherStep } from './voucher-step.tsx';
import { Button } from '../../ui/button.tsx';
import { errorMessage } from '../../ui/error-message.ts';
import { ApiError } from '../../api/client.ts';
import { useT } from '../../texts/texts.tsx';
import { usePublicConfig } from '../../ui/shop-identity.ts';
import { offlineReceipt, withOfflineBlock } from './offline/offline-sale.ts';
import { deviceId, enqueue, nextReceiptNumber } from './offline/queue.ts';
import { isOffline, queueChanged, reportLink, requestSync, useTillStatus } from './offline/till-sync.ts';
import { useOfflinePolicy } from './offline/offline-policy.ts';
import { tillLimitProblem } from '#domain/pos/till-limits.ts';
import { OfflineApprovalDialog, type OfflineApproval } from './offline/offline-approval-dialog.tsx';
import { canSellOffline, DEFAULT_OFFLINE_LIMITS, offlineLimitsPassed, type OfflineOverrideReason } from '#domain/pos/offline.ts';
import type { MemberConfirmation } from '#domain/pos/api/member-confirmation.ts';
import { MemberConfirmationDialog, MemberConfirmationStatus, withConfirmation } from './member-confirmation-dialog.tsx';

/** loyalty-pos.md §8: the checkout reports problems in an alert, with the service's message. */
const alertMessage = (message: string) => window.alert(message);
const messageOf = (error: unknown) => parseServiceMessage(errorMessage(error, String(error)));

const REGISTRATION_FIELDS: (keyof RegistrationFields)[] = ['firstName', 'lastName', 'membershipNumber', 'email'];
/** The server names the WhatsApp number of an enrolment `phone` (its field in the `whatsapp` block). */
const SERVER_FIELD_NAMES: Partial<Record<keyof RegistrationFields, string>> = { whatsappPhone: 'phone' };

/** The server's messages for the registration form's own fields, or null when it refused for another reason. */
function registrationFieldErrors(error: unknown): Partial<Record<keyof RegistrationFields, string>> | null {
  if (!(error instanceof ApiError)) return null;
  const serverName = (field: keyof RegistrationFields) => SERVER_FIELD_NAMES[field] ?? field;
  const found = Object.fromEntries(
    [...REGISTRATION_FIELDS, 'whatsappPhone' as const].filter((field) => error.fields[serverName(field)]).map((field) => [field, error.fields[serverName(field)]]),
  );
  return Object.keys(found).length > 0 ? found : null;
}

/** The five-step cashier checkout (loyalty-pos.md §2, §4) for one brand. */
export function PosCheckout({ brand }: { brand: StoreBrand }) {
  const t = useT();
  const [state, dispatch] = useReducer(checkoutReducer, undefined, initialCheckout);
  const [placing, setPlacing] = useState(false);
  // A second click arrives before React re-renders the disabled button; this ref catches it.
  const placingRef = useRef(false);
  const stores = useStores(brand);
  const store = stores.data?.find((s) => s.storeId === state.storeId) ?? null;
  const view = checkoutView(state);
  const { member } = state;
  // CASH_ROUNDING comes with the shift (decision 014); the tenders must add up to the total (less rounding).
  const shift = useCurrentShift(store?.storeId ?? null);
  const cashRounding = shift.data?.cashRounding ?? 0;
  const tenders = resolveTenders(state.tenders, view.totals.total, cashRounding);
  /** Decision 030: a sale with a voucher, points or a tender the server issues (QRIS) cannot wait for the link. */
  const sellableOffline = !view.voucher && view.pointsToRedeem === 0 && canSellOffline(tenders.inputs);

  const config = usePublicConfig();
  const tillStatus = useTillStatus();
  const offline = !tillStatus.online;
  const offlinePolicy = useOfflinePolicy(store?.storeId ?? null);
  const offlineLimits = offlinePolicy.data ?? DEFAULT_OFFLINE_LIMITS;
  /** The till's limits from the cached policy; none checked here before the policy has them (the server checks anyway). */
  const tillLimitsProblem = () => {
    const { tillMaxLineQuantity, tillMaxSaleRupiah } = offlinePolicy.data ?? {};
    if (tillMaxLineQuantity === undefined || tillMaxSaleRupiah === undefined) return null;
    // The sale's value before a voucher or points pay part of it, as the server weighs it (lineTax: PPN of the whole line).
    const value = view.totals.lines.reduce((sum, line) => sum + line.lineSubtotal + lineTax(line), 0);
    return tillLimitProblem({ lines: checkoutLines(state.cart), value }, { tillMaxLineQuantity, tillMaxSaleRupiah });
  };
  /** Decision 030: an offline sale past the owner's limits waits for a manager's PIN. */
  const [approvalNeeded, setApprovalNeeded] = useState<readonly OfflineOverrideReason[] | null>(null);
  /** Decision 030: offline, a member is attached by number only (no lookup); the server earns the points at sync. */
  const [offlineMember, setOfflineMember] = useState<string | null>(null);
  const identified = (loaded: CheckoutMember) => {
    setOfflineMember(null);
    dispatch({ type: 'memberIdentified', member: loaded });
  };
  /**
   * Decision 039: a sale that redeems points or uses a voucher needs the member's confirmation, taken for
   * this sale (its transaction number) and this member; a new sale or another member needs a new one.
   */
  const [confirmation, setConfirmation] = useState<{ transactionNumber: string; given: MemberConfirmation } | null>(null);
  /** The confirmation dialog: opened by 'Complete Payment' (the sale goes on once confirmed) or by step 4's button. */
  const [confirming, setConfirming] = useState<'toPay' | 'only' | null>(null);
  const needsConfirmation = member !== null && (view.voucher !== null || view.pointsToRedeem > 0);
  const confirmed =
    confirmation && member && confirmation.transactionNumber === state.externalTransactionNumber && confirmation.given.membershipNumber === member.number
      ? confirmation.given
      : null;
  const attachOffline = (membershipNumber: string) => {
    setOfflineMember(membershipNumber);
    dispatch({ type: 'continueWithoutMember' });
  };

  /**
   * §4 Registration: enroll, welcome journey event, load the member, step 3. §8: a failed enrollment
   * stays on the step; what the cashier typed wrong is shown beside the fields (decision 011), anything
   * else in the alert.
   */
  async function register(fields: RegistrationFields): Promise<RegistrationOutcome> {
    try {
      await enrollMember({
        enrollmentDate: new Date().toISOString(),
        membershipNumber: fields.membershipNumber,
        memberStatus: 'Active',
        associatedContactDetails: { firstName: fields.firstName, lastName: fields.lastName, email: fields.email, allowDuplicateRecords: 'false' },
        // Decision 032: the member's WhatsApp consent, given here, is recorded with the enrolment.
        ...(fields.whatsappConsent ? { whatsapp: { phone: fields.whatsappPhone, ...(state.storeId ? { storeId: state.storeId } : {}) } } : {}),
      });
    } catch (error) {
      const fieldErrors = registrationFieldErrors(error);
      if (!fieldErrors) alertMessage(messageOf(error));
      return { done: false, fieldErrors: fieldErrors ?? {} };
    }
    await triggerJourney(fields.email, MEMBER_REGISTERED_EVENT_KEY, {
      EmailAddress: fields.email,
      FirstName: fields.firstName,
      LastName: fields.lastName,
      MembershipNumber: fields.membershipNumber,
    }).catch(() => undefined); // toasted; the member is enrolled, so the checkout goes on
    return (await lookup(fields.membershipNumber)) ? { done: true } : { done: false, fieldErrors: {} };
  }

  /** §4 Member lookup by number: load the member, then advance. */
  async function lookup(membershipNumber: string): Promise<boolean> {
    if (!membershipNumber) return false;
    if (isOffline()) {
      attachOffline(membershipNumber);
      return true;
    }
    try {
      identified(await loadMember(membershipNumber));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        reportLink(false);
        attachOffline(membershipNumber);
        return true;
      }
      alertMessage(messageOf(error));
      return false;
    }
  }

  /** §4 Voucher selection and §5: store first, then the eligibility check, then the cart must qualify. */
  async function chooseVoucher(index: number) {
    const voucher = index >= 0 ? member?.vouchers[index] : undefined;
    if (!member || !voucher) {
      dispatch({ type: 'voucherCleared' });
      return;
    }
    if (!store) {
      alertMessage(t('pos.alerts.selectStoreFirst'));
      dispatch({ type: 'voucherCleared' });
      return;
    }
    try {
      const eligibility = await checkVoucherEligibility({
        CartValue: view.totals.subtotal,
        StoreId: store.storeId,
        VoucherCode: voucher.voucherCode,
        MembershipNumber: member.number,
      });
      if (!eligibility.IsEligible) {
        alertMessage(eligibility.Message);
        dispatch({ type: 'voucherCleared' });
        return;
      }
      const { voucherDiscount } = computeCheckout({ lines: checkoutLines(state.cart), voucher: asCheckoutVoucher(voucher), eligibility });
      if (voucherDiscount <= 0) {
        alertMessage(t('pos.alerts.noQualifyingItems'));
        dispatch({ type: 'voucherCleared' });
        return;
      }
      dispatch({ type: 'voucherSelected', index, eligibility });
    } catch (error) {
      alertMessage(t('pos.alerts.eligibilityFailed', { message: messageOf(error) }));
      dispatch({ type: 'voucherCleared' });
    }
  }

  /**
   * Decision 030: the sale is kept on the device, numbered from its own series, and synced when the link
   * is back. Only what needs no server: no voucher, no points, no QRIS; the shift the till has open.
   */
  async function sellOffline(createdAt: Date, approval?: OfflineApproval): Promise<void> {
    const shiftId = shift.data?.shift?.id;
    if (!store) return;
    if (!shiftId) return alertMessage(t('pos.offline.sale.noShift'));
    if (!sellableOffline) return alertMessage(t('pos.offline.sale.needsConnection'));
    if (!approval) {
      const offlineSince = new Date(tillStatus.offlineSince ?? createdAt);
      const passed = offlineLimitsPassed({ total: view.totals.total, offlineSince, now: createdAt }, offlineLimits);
      if (passed.length > 0) return setApprovalNeeded(passed);
    }
    const membershipNumber = member?.number ?? offlineMember;
    const [device, receiptNumber] = [await deviceId(), await nextReceiptNumber()];
    const soldAt = createdAt.toISOString();
    const request = buildPlaceOrderRequest({
      externalTransactionNumber: state.externalTransactionNumber,
      store,
      membershipNumber,
      lines: checkoutLines(state.cart),
      voucher: null,
      eligibility: null,
      pointsToRedeem: 0,
      tenders: tenders.inputs,
      createdAt,
    });
    const body = withOfflineBlock(request, { deviceId: device, receiptNumber, soldAt, shiftId, ...(approval ? { override: approval } : {}) });
    await enqueue({ transactionNumber: state.externalTransactionNumber, receiptNumber, storeId: store.storeId, shiftId, soldAt, total: view.totals.total, membershipNumber, body });
    await queueChanged();
    requestSync();
    const receipt = offlineReceipt({
      shop: config.data?.shop,
      store,
      transactionNumber: state.externalTransactionNumber,
      receiptNumber,
      soldAt,
      totals: view.totals,
      tenders: tenders.inputs,
      change: tenders.change,
      cashRounding: tenders.cashRounding,
      membershipNumber,
    });
    const result: SaleResult = { orderName: receiptNumber, transactionNumber: state.externalTransactionNumber, totals: view.totals, total: view.totals.total, pointsUsed: 0, pointsEarned: 0, newBalance: 0, offline: { receipt } };
    dispatch({ type: 'saleCompleted', member: null, result });
  }

  /** §4 Order creation: create, (wait), refresh the member, earned points, journey event, step 5. */
  async function completePayment(approval?: OfflineApproval, given?: MemberConfirmation) {
    if (placingRef.current || !store || tenders.problem !== null) return;
    // The owner's till limits, as the server checks them: said here before the sale is sent or queued.
    const limitProblem = tillLimitsProblem();
    if (limitProblem) {
      alertMessage(t(limitProblem.key, limitProblem.values));
      return;
    }
    placingRef.current = true;
    setPlacing(true);
    try {
      const createdAt = new Date();
      if (isOffline()) return await sellOffline(createdAt, approval);
      const memberConfirmation = given ?? confirmed;
      if (needsConfirmation && !memberConfirmation) {
        setConfirming('toPay');
        return;
      }
      let placed: PlacedOrderResult;
      try {
        const request = buildPlaceOrderRequest({
          externalTransactionNumber: state.externalTransactionNumber,
          store,
          membershipNumber: member?.number ?? offlineMember,
          lines: checkoutLines(state.cart),
          voucher: view.voucher,
          eligibility: view.voucher ? state.eligibility : null,
          pointsToRedeem: view.pointsToRedeem,
          tenders: tenders.inputs,
          createdAt,
        });
        const response = await placeOrder(needsConfirmation ? withConfirmation(request, memberConfirmation) : request);
        placed = response.orders[0]!;
      } catch (error) {
        // No answer: the link is down. A sale that needs no server goes to the queue under the same
        // transaction number; had the server booked it after all, the sync gets its first answer back,
        // never a second order (decision 030). One with a voucher, points or QRIS says so, as before.
        if (error instanceof ApiError && error.status === 0 && sellableOffline) {
          reportLink(false);
          return await sellOffline(createdAt, approval);
        }
        // Refused for the confirmation (spent, expired, another member's): the next attempt asks again.
        if (error instanceof ApiError && (error.status === 403 || error.status === 409)) setConfirmation(null);
        console.error('Order creation failed', error);
        alertMessage(messageOf(error));
        return;
      }
      const { order, loyalty } = placed;
      const result: SaleResult = { orderName: order.name, transactionNumber: state.externalTransactionNumber, totals: view.totals, total: order.total, pointsUsed: order.pointsRedeemed, pointsEarned: 0, newBalance: 0 };
      let refreshed: CheckoutMember | null = null;
      if (member) {
        // §4's 3 s wait for the hosted service's asynchronous points happens on the server, in that
        // adapter only; every answer for a member carries the balance after the order.
        refreshed = await loadMember(member.number).catch(() => null); // §8: a failed refresh is null
        const previousBalance = loyalty?.previousPointsBalance ?? member.points.pointsBalance;
        result.newBalance = loyalty?.newPointsBalance ?? refreshed?.points.pointsBalance ?? previousBalance;
        result.pointsEarned = earnedPoints({ newBalance: result.newBalance, previousBalance, pointsUsed: order.pointsRedeemed });
        await triggerJourney(member.email, ORDER_COMPLETED_EVENT_KEY, {
          TransactionID: state.externalTransactionNumber,
          EmailAddress: member.email,
          FirstName: member.name.split(' ')[0] ?? member.name,
          MembershipNumber: member.number,
          EarnPoint: result.pointsEarned,
          TotalPoint: result.newBalance,
        }).catch(() => undefined); // toasted; the sale is booked
      }
      dispatch({ type: 'saleCompleted', member: refreshed, result });
    } finally {
      placingRef.current = false;
      setPlacing(false);
    }
  }

  const goTo = (step: Step) => dispatch({ type: 'goTo', step });
  const previous = () => {
    // Without a member the voucher step was skipped, so Previous skips it too; never below step 1.
    const target = state.step === 4 && !member ? 2 : Math.max(1, state.step - 1);
    goTo(target as Step);
  };

  const primary = (() => {
    switch (state.step) {
      case 1:
        return { label: t('pos.actions.continue'), disabled: !store || state.cart.length === 0, onClick: () => goTo(2) };
      case 2:
        return { label: t('pos.actions.continueWithoutMember'), disabled: false, onClick: () => dispatch({ type: 'continueWithoutMember' }) };
      case 3:
        return { label: t('pos.actions.continue'), disabled: false, onClick: () => goTo(4) };
      case 4:
        return {
          label: t('pos.actions.completePayment'),
          disabled: placing || tenders.problem !== null || view.pointsError !== null || state.cart.length === 0,
          onClick: () => void completePayment(),
        };
      case 5:
        return null;
    }
  })();

  /** The summary's line buttons name the line by product code; the cart keys on the product id. */
  const cartId = (productCode: string) => state.cart.find((item) => item.product.productCode === productCode)?.product;
  const editing = {
    onMore: (code: string) => {
      const product = cartId(code);
      if (product) dispatch({ type: 'addProduct', product });
    },
    onLess: (code: string) => {
      const product = cartId(code);
      if (product) dispatch({ type: 'removeOne', productId: product.id });
    },
    onRemove: (code: string) => {
      const product = cartId(code);
      if (product) dispatch({ type: 'removeLine', productId: product.id });
    },
  };
  const shownTotals = state.result?.totals ?? view.totals;
  useStepStartsAtTop(state.step);

  return (
    // pb-32 below lg: room for the fixed action bar, so it never covers the last products.
    <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-6 pb-32 lg:grid-cols-3 lg:pb-6">
      <section aria-label={t(STEPS[state.step - 1]!)} className="min-w-0 lg:col-span-2">
        {store && state.step < 5 && <ShiftBar brand={brand} store={store} />}
        {state.step < 5 && (
          <>
            <p className="text-sm font-medium text-slate-600">{t('pos.steps.counter', { step: state.step, total: STEPS.length })}</p>
            <h2 className="mb-5 text-2xl font-bold text-ink">{t(STEPS[state.step - 1]!)}</h2>
          </>
        )}
        {state.step === 1 && (
          <StoreProductStep
            brand={brand}
            storeId={state.storeId}
            onSelectStore={(storeId) => dispatch({ type: 'selectStore', storeId })}
            onAdd={(product) => dispatch({ type: 'addProduct', product })}
          />
        )}
        {state.step === 2 && <MemberStep onRegister={register} onLookup={lookup} offline={offline} />}
        {state.step === 3 && <VoucherStep member={member} storeId={state.storeId} offline={offline} selectedIndex={state.voucherIndex} onChoose={(index) => void chooseVoucher(index)} />}
        {state.step === 4 && (
          <PaymentStep
            member={member}
            offline={offline}
            offlineMember={offlineMember}
            tenders={tenders}
            onAddTender={(kind) => dispatch({ type: 'tenderAdded', kind, amountDue: view.totals.total, cashRounding })}
            onRemoveTender={(id) => dispatch({ type: 'tenderRemoved', id })}
            onTenderTyped={(id, field, text) => dispatch({ type: 'tenderTyped', id, field, text })}
            pointsText={state.pointsText}
            pointsError={view.pointsError}
            onPointsTyped={(text) => dispatch({ type: 'pointsTyped', text })}
          />
        )}
        {state.step === 4 && needsConfirmation && !offline && member && (
          <MemberConfirmationStatus membershipNumber={member.number} confirmation={confirmed} onConfirm={() => setConfirming('only')} />
        )}
        {confirming && store && member && (
          <MemberConfirmationDialog
            storeId={store.storeId}
            membershipNumber={member.number}
            onClose={() => setConfirming(null)}
            onConfirmed={(given) => {
              setConfirmation({ transactionNumber: state.externalTransactionNumber, given });
              setConfirming(null);
              if (confirming === 'toPay') void completePayment(undefined, given);
            }}
          />
        )}
        {state.step === 5 && state.result && (
          <SuccessStep member={member} result={state.result} onBackToHome={() => {
              setOfflineMember(null);
              dispatch({ type: 'backToHome' });
            }} />
        )}
      </section>
      {approvalNeeded && (
        <OfflineApprovalDialog
          reasons={approvalNeeded}
          limits={offlineLimits}
          managers={offlinePolicy.data?.managers ?? []}
          onClose={() => setApprovalNeeded(null)}
          onApproved={(approval) => {
            setApprovalNeeded(null);
            void completePayment(approval);
          }}
        />
      )}
      <aside className="lg:sticky lg:top-4 lg:self-start">
        <SummaryPanel totals={shownTotals} editing={state.step === 1 ? editing : undefined} />
        {primary && (
          // On tablets and phones the summary sits below the products; the total and the
          // step buttons stay in reach in a bar fixed to the bottom of the screen.
          <div className="fixed inset-x-0 bottom-0 z-30 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] lg:static lg:mt-4 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
            <p className="w-full text-sm text-slate-700 lg:hidden" aria-hidden="true">
              {t('pos.actions.itemCount', { count: shownTotals.lines.reduce((n, line) => n + line.quantity, 0) })} ·{' '}
              <span className="font-bold text-ink">{t('pos.actions.total', { amount: formatRupiah(shownTotals.total) })}</span>
            </p>
            {state.step > 1 ? (
              <Button onClick={previous} variant="outline" size="md" className="bg-white px-4 sm:px-6">
                {t('pos.actions.previous')}
              </Button>
            ) : (
              <span />
            )}
            <Button
              onClick={primary.onClick}
              disabled={primary.disabled}
              size="md"
              className="px-5 sm:px-8 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
            >
              {primary.label}
            </Button>
          </div>
        )}
      </aside>
    </div>
  );
}

/**
 * A new step starts at its top: on a phone the cashier had scrolled down the last step (a long product
 * list, the payment buttons), and the next one would otherwise open part-way down. Not on the first
 * render, so opening the till keeps the browser's own scroll position.
 */
function useStepStartsAtTop(step: Step) {
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
  }, [step]);
}
