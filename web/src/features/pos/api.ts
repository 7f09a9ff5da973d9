import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { EnrollResponse, TillEnrollRequest, VoucherEligibilityRequest, VoucherEligibilityResponse } from '#domain/loyalty/api/enrollment.ts';
import type { NotificationSettings } from '#domain/notifications/api/settings.ts';
import * as notifications from '#domain/notifications/endpoints/settings.ts';
import type { JourneyEventRequest } from '#domain/marketing/api/journey-events.ts';
import type { PlaceOrderRequest, PlaceOrderResponse, PosMemberMatch } from '#domain/pos/api/sales.ts';
import { checkoutMember, type CheckoutMember } from '#domain/pos/order.ts';
import type { StoreBrand } from '#domain/loyalty/vouchers.ts';
import * as loyalty from '#domain/loyalty/endpoints/members.ts';
import * as marketing from '#domain/marketing/endpoints/journey-events.ts';
import * as pos from '#domain/pos/endpoints/sales.ts';
import * as confirm from '#domain/pos/endpoints/member-confirmation.ts';
import type { MemberConfirmation, OtpChallenge } from '#domain/pos/api/member-confirmation.ts';
import { api } from '../../api/client.ts';
import { withGlobalLoading } from '../../ui/global-loading.ts';

/**
 * The cashier checkout's calls (loyalty-pos.md §7 "Operations used by the screens"). The writes need
 * a cashier's access token, which the API client adds. Each loyalty and marketing operation shows the
 * global loading indicator (§4 "Loading").
 */
const posKeys = {
  stores: (brand: StoreBrand) => ['pos', 'stores', brand] as const,
  products: (brand: StoreBrand) => ['pos', 'products', brand] as const,
  messages: (membershipNumber: string) => ['pos', 'member', membershipNumber, 'messages'] as const,
};

/** Decision 032: whether the member gets WhatsApp messages (the consent in force) — the till asks those who do not. */
export const useMemberMessages = (membershipNumber: string) =>
  useQuery({ queryKey: posKeys.messages(membershipNumber), queryFn: ({ signal }) => api.call(notifications.getNotificationSettings, { params: { membershipNumber } }, { signal }) });

/** Records the member's consent, given at the till, to WhatsApp messages on a number (the store is recorded with it). */
export function useRecordWhatsappConsent(membershipNumber: string, storeId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string): Promise<NotificationSettings> =>
      withGlobalLoading(
        api.call(notifications.updateNotificationSettings, { params: { membershipNumber }, body: { whatsapp: { enabled: true, phone }, ...(storeId ? { storeId } : {}) } }),
      ),
    onSuccess: (settings) => queryClient.setQueryData(posKeys.messages(membershipNumber), settings),
  });
}

export function useStores(brand: StoreBrand) {
  return useQuery({
    queryKey: posKeys.stores(brand),
    queryFn: ({ signal }) => api.call(pos.listStores, { query: { brand } }, { signal }).then((r) => r.stores),
    staleTime: Infinity,
  });
}

export function useProducts(brand: StoreBrand) {
  return useQuery({
    queryKey: posKeys.products(brand),
    queryFn: ({ signal }) => api.call(pos.listProducts, { query: { brand } }, { signal }).then((r) => r.products),
    staleTime: Infinity,
  });
}

/** §4 member lookup and refresh: the profile plus the member's Issued vouchers. */
export async function loadMember(membershipNumber: string): Promise<CheckoutMember> {
  return withGlobalLoading(async () => {
    const params = { membershipNumber };
    const [profile, vouchers] = await Promise.all([
      api.call(loyalty.getMemberProfile, { params }),
      api.call(loyalty.getMemberVouchers, { params, query: { voucherStatus: 'Issued' } }),
    ]);
    return checkoutMember(profile, vouchers.vouchers);
  });
}

/** The members whose number, phone or e-mail starts with what the cashier typed. */
export function searchMembers(q: string): Promise<PosMemberMatch[]> {
  return withGlobalLoading(api.call(pos.searchMembers, { query: { q } }).then((r) => r.members));
}

export function enrollMember(body: TillEnrollRequest): Promise<EnrollResponse> {
  return withGlobalLoading(api.call(loyalty.enrollMember, { body }));
}

export function checkVoucherEligibility(body: VoucherEligibilityRequest): Promise<VoucherEligibilityResponse> {
  return withGlobalLoading(api.call(loyalty.checkVoucherEligibility, { body }));
}

// ---------------------------------------------------------------- the member agrees (decision 039)

/** The member's QR code from the member area, scanned or typed: a confirmation for this sale. */
export function confirmWithMemberCode(storeId: string, membershipNumber: string, code: string): Promise<MemberConfirmation> {
  return withGlobalLoading(api.call(confirm.confirmWithMemberCode, { body: { storeId, membershipNumber, code } }));
}

/** Sends the member a one-time code (e-mail, and WhatsApp with their consent). */
export function sendMemberOtp(storeId: string, membershipNumber: string): Promise<OtpChallenge> {
  return withGlobalLoading(api.call(confirm.sendOtp, { body: { storeId, membershipNumber } }));
}

/** The code the member read out: a confirmation for this sale, or what is wrong. */
export function verifyMemberOtp(challengeId: string, code: string): Promise<MemberConfirmation> {
  return withGlobalLoading(api.call(confirm.verifyOtp, { params: { challengeId }, body: { code } }));
}

export function placeOrder(body: PlaceOrderRequest): Promise<PlaceOrderResponse> {
  return withGlobalLoading(api.call(pos.placeOrder, { body }));
}

/**
 * loyalty-pos.md §7 triggerMCJourneyViaBE, through our relay. §8: a failure toasts 'something went
 * wrong' and is rethrown; the caller decides whether the step goes on (the sale or the enrollment is
 * already booked, so the checkout does).
 */
export async function triggerJourney(email: string, eventKey: string, data: Record<string, unknown>): Promise<void> {
  const body: JourneyEventRequest = { ContactKey: email, EventDefinitionKey: eventKey, Data: data };
  try {
    await withGlobalLoading(api.call(marketing.relayJourneyEvent, { body }));
  } catch (error) {
    toast.error('something went wrong');
    throw error;
  }
}
