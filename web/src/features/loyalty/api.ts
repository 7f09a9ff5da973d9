import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { GamePlayResponse, RedeemRewardRequest, RewardCatalogItem } from '#domain/loyalty/api/members.ts';
import type { JoinRequest, LinkCardRequest, LinkCodeRequest } from '#domain/loyalty/api/membership.ts';
import * as loyalty from '#domain/loyalty/endpoints/members.ts';
import * as memberConfirmation from '#domain/pos/endpoints/member-confirmation.ts';
import * as membership from '#domain/loyalty/endpoints/membership.ts';
import { getEarningRates } from '#domain/loyalty/endpoints/programme.ts';
import type { NotificationSettingsChange, StopRequest } from '#domain/notifications/api/settings.ts';
import * as notifications from '#domain/notifications/endpoints/settings.ts';
import { api } from '../../api/client.ts';
import { errorMessage } from '../../ui/error-message.ts';
import { paths } from '../../paths.ts';
import { withGlobalLoading } from '../../ui/global-loading.ts';
import { useQueryNavigate } from '../../ui/query-link.tsx';
import { formatNumber } from '#domain/platform/format.ts';
import { useT } from '../../texts/texts.tsx';
import { forgetReferralCode } from './referral-storage.ts';

/**
 * The member area's calls to the loyalty engine (loyalty-pos.md §7 "Operations used by the screens").
 * Every key of one member starts with loyaltyKeys.member(number), so one invalidation reloads it all
 * (after a redemption, after a spin).
 */
const loyaltyKeys = {
  all: ['loyalty'] as const,
  /** The signed-in account's own membership (GET /api/loyalty/me). */
  mine: () => [...loyaltyKeys.all, 'me'] as const,
  /** The programme's earning rate: the same for every member. */
  earningRates: () => [...loyaltyKeys.all, 'earning-rates'] as const,
  member: (membershipNumber: string) => [...loyaltyKeys.all, 'member', membershipNumber] as const,
  profile: (membershipNumber: string) => [...loyaltyKeys.member(membershipNumber), 'profile'] as const,
  vouchers: (membershipNumber: string) => [...loyaltyKeys.member(membershipNumber), 'vouchers', 'Issued'] as const,
  rewards: (membershipNumber: string) => [...loyaltyKeys.member(membershipNumber), 'rewards'] as const,
  games: (membershipNumber: string) => [...loyaltyKeys.member(membershipNumber), 'games'] as const,
  ledger: (membershipNumber: string) => [...loyaltyKeys.member(membershipNumber), 'ledger'] as const,
  expirablePoints: (membershipNumber: string) => [...loyaltyKeys.member(membershipNumber), 'expirable-points'] as const,
  messages: (membershipNumber: string) => [...loyaltyKeys.member(membershipNumber), 'messages'] as const,
  /** The signed-in member's referral code and referrals (decision 033). */
  referrals: () => [...loyaltyKeys.all, 'me', 'referrals'] as const,
};

/**
 * loyalty-pos.md §4: the global loading indicator shows while the screens load. Only the first load
 * shows it: a reload of data already on screen (after a spin) must not cover the spin's result.
 */
function firstLoadWithIndicator<T>(queryClient: QueryClient, queryKey: QueryKey, load: () => Promise<T>): Promise<T> {
  return queryClient.getQueryData(queryKey) === undefined ? withGlobalLoading(load) : load();
}

function useMemberQuery<T>(queryKey: QueryKey, load: (signal: AbortSignal) => Promise<T>) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => firstLoadWithIndicator(queryClient, queryKey, () => load(signal)),
  });
}

const member = (membershipNumber: string) => ({ params: { membershipNumber } });

/** getMemberProfileDetails: contact, tier, currencies, tier progress and the voucher count. */
export const useMemberProfile = (membershipNumber: string) =>
  useMemberQuery(loyaltyKeys.profile(membershipNumber), (signal) => api.call(loyalty.getMemberProfile, member(membershipNumber), { signal }));

/** The earning rate as the back office set it (the dashboard's 'Poin Belanja'). */
export const useEarningRates = () =>
  useQuery({ queryKey: loyaltyKeys.earningRates(), queryFn: ({ signal }) => api.call(getEarningRates, undefined, { signal }) });

/** getMemberVouchers(number, { voucherStatus: 'Issued' }). */
export const useMemberVouchers = (membershipNumber: string) =>
  useMemberQuery(loyaltyKeys.vouchers(membershipNumber), (signal) =>
    api.call(loyalty.getMemberVouchers, { ...member(membershipNumber), query: { voucherStatus: 'Issued' } }, { signal }),
  );

/** getRewardCatalogObjects(number). */
export const useRewardCatalog = (membershipNumber: string) =>
  useMemberQuery(loyaltyKeys.rewards(membershipNumber), (signal) => api.call(loyalty.getRewardCatalog, member(membershipNumber), { signal }));

/** getMemberLedgerHistory(number): the server groups the journals for the points page (`rows`). */
export const useMemberLedger = (membershipNumber: string) =>
  useMemberQuery(loyaltyKeys.ledger(membershipNumber), (signal) => api.call(loyalty.getMemberLedger, member(membershipNumber), { signal }));

/** getMemberExpirablePoints(number). */
export const useExpirablePoints = (membershipNumber: string) =>
  useMemberQuery(loyaltyKeys.expirablePoints(membershipNumber), (signal) =>
    api.call(loyalty.getExpirablePoints, member(membershipNumber), { signal }),
  );

/**
 * getMemberAvailableGames. loyalty-pos.md §8: a failure is logged and the wheel stays hidden, so the
 * query does not retry and the dashboard shows no error for it.
 */
export function useMemberGames(membershipNumber: string) {
  return useQuery({
    queryKey: loyaltyKeys.games(membershipNumber),
    queryFn: ({ signal }) =>
      api.call(loyalty.getMemberGames, member(membershipNumber), { signal }).catch((error: unknown) => {
        console.warn('Failed to get member available games', error);
        throw error;
      }),
    retry: false,
  });
}

/**
 * playGameAndGetReward: the server draws and issues the prize. No loading overlay: the wheel turning is
 * the indicator. The membership number says whose spin it is (the server checks the caller owns it).
 */
export function playGameReward(gameParticipantRewardId: string, membershipNumber: string): Promise<GamePlayResponse> {
  return api.call(loyalty.playGame, { params: { gameParticipantRewardId }, query: { membershipNumber } });
}

/** loyalty-pos.md §4: when the spin stops, the member data is reloaded. */
export function reloadMember(queryClient: QueryClient, membershipNumber: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: loyaltyKeys.member(membershipNumber) });
}

/** crypto.randomUUID needs a secure context (https or localhost); getRandomValues does not. */
function idempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * redeemReward(number, reward), loyalty-pos.md §4 and §8: success toasts 'Success redeem voucher' and
 * goes to /my-voucher; failure toasts 'Failed redeeming voucher' and stays. One idempotency key per
 * press, so a retried request cannot redeem twice.
 */
export function useRedeemReward(membershipNumber: string) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useQueryNavigate();
  return useMutation({
    mutationFn: (reward: Pick<RewardCatalogItem, 'Id'>) => {
      const body: RedeemRewardRequest = { MembershipNumber: membershipNumber, RewardCatalogId: reward.Id };
      return withGlobalLoading(api.call(loyalty.redeemReward, { body, headers: { 'idempotency-key': idempotencyKey() } }));
    },
    onSuccess: async () => {
      toast.success(t('loyalty.rewards.redeemed'));
      navigate(paths.memberVouchers.href({ number: membershipNumber }));
      // After navigating, so the voucher page's list is the query that reloads first.
      await reloadMember(queryClient, membershipNumber);
    },
    onError: (error: unknown) => {
      // §8's toast, with the server's reason (not enough points, reward gone, signed out, …).
      toast.error(t('loyalty.rewards.redeemFailed', { reason: errorMessage(error) }));
    },
  });
}

// ---------------------------------------------------------------- the account's own membership

/** The signed-in account's membership (linked on the server by verified e-mail when it can be). */
export const useMyMembership = () =>
  useQuery({ queryKey: loyaltyKeys.mine(), queryFn: ({ signal }) => withGlobalLoading(api.call(membership.getMyMembership, undefined, { signal })) });

/** Join the programme online: enrolls and links a new membership. */
export function useJoinProgramme() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinRequest) => withGlobalLoading(api.call(membership.joinProgramme, { body })),
    onSuccess: ({ referral, ...joined }) => {
      queryClient.setQueryData(loyaltyKeys.mine(), joined);
      toast.success(t('loyalty.onboarding.join.welcome'));
      // The referral code is spent either way; the new member reads in one sentence what it did (decision 033).
      forgetReferralCode();
      if (referral) {
        if (referral.status === 'pending') toast.success(t('loyalty.referral.outcome.pending', { points: formatNumber(referral.friendPoints, t.language) }));
        else if (referral.status === 'unknownCode' || !referral.refusalReason) toast(t('loyalty.referral.outcome.unknownCode'));
        else toast(t(`loyalty.referral.outcome.refused.${referral.refusalReason}`));
      }
    },
  });
}

/** The signed-in member's referral code, what a referral pays, and the friends who joined with it. Null for an account without a membership. */
export const useMyReferrals = () =>
  useQuery({ queryKey: loyaltyKeys.referrals(), queryFn: ({ signal }) => api.call(membership.getMyReferrals, undefined, { signal }), retry: false });

/** Link my card, step 1: a code goes to the member's e-mail. */
export const useRequestLinkCode = () =>
  useMutation({ mutationFn: (body: LinkCodeRequest) => withGlobalLoading(api.call(membership.requestLinkCode, { body })) });

/** Link my card, step 2: the code links the membership to the account. */
export function useLinkCard() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkCardRequest) => withGlobalLoading(api.call(membership.linkCard, { body })),
    onSuccess: (linked) => {
      queryClient.setQueryData(loyaltyKeys.mine(), linked);
      toast.success(t('loyalty.onboarding.link.linked'));
    },
  });
}

// ---------------------------------------------------------------- the member's messages (decision 032)

/** How the member hears from the programme: language, e-mail, WhatsApp (with the consent in force). */
export const useMessageSettings = (membershipNumber: string) =>
  useQuery({ queryKey: loyaltyKeys.messages(membershipNumber), queryFn: ({ signal }) => api.call(notifications.getNotificationSettings, member(membershipNumber), { signal }) });

/** Changes them; the answer is the settings now (the consent recorded with when and where). */
export function useChangeMessageSettings(membershipNumber: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsChange) => withGlobalLoading(api.call(notifications.updateNotificationSettings, { ...member(membershipNumber), body })),
    onSuccess: (settings) => {
      queryClient.setQueryData(loyaltyKeys.messages(membershipNumber), settings);
      toast.success(t('loyalty.messages.saved'));
    },
  });
}

/** A message's stop link (no sign-in: the token is the member's). */
export const useStopMessages = () => useMutation({ mutationFn: (body: StopRequest) => withGlobalLoading(api.call(notifications.stopMessages, { body })) });

// ---------------------------------------------------------------- the member's code for the till

/** A fresh code for the till (decision 039): the member shows it as a QR so the cashier may spend their points or a voucher. */
export const useTillCode = () => useMutation({ mutationFn: () => api.call(memberConfirmation.issueMemberCode, undefined) });
