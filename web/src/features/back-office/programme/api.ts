import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { birthdayAndTierRulesForm, earningForm, gameForm, rewardForm, rewardUpdateForm, voucherDefinitionForm, voucherDefinitionUpdateForm } from '#domain/back-office/programme.ts';
import * as adminProgramme from '#domain/back-office/endpoints/programme.ts';
import * as adminNotifications from '#domain/back-office/endpoints/notifications.ts';
import type { reminderSettingsForm } from '#domain/back-office/notifications.ts';
import * as adminReferrals from '#domain/back-office/endpoints/referrals.ts';
import type { referralSettingsForm } from '#domain/back-office/referrals.ts';
import type { ReferralStatus } from '#domain/loyalty/referrals.ts';
import { api } from '../../../api/client.ts';
import { adminKeys } from '../api.ts';

/** The loyalty programme screens' calls (decision 021); keys under adminKeys.all like every back-office call. */
const programmeKeys = {
  all: [...adminKeys.all, 'programme'] as const,
  rewards: () => [...programmeKeys.all, 'rewards'] as const,
  vouchers: () => [...programmeKeys.all, 'voucher-definitions'] as const,
  games: () => [...programmeKeys.all, 'games'] as const,
  earning: () => [...programmeKeys.all, 'earning'] as const,
  birthdayAndTiers: () => [...programmeKeys.all, 'birthday-and-tiers'] as const,
  reminders: () => [...programmeKeys.all, 'reminders'] as const,
  whatsapp: () => [...adminKeys.all, 'whatsapp-messages'] as const,
  referralSettings: () => [...programmeKeys.all, 'referral-settings'] as const,
  referrals: (status: ReferralStatus | undefined) => [...adminKeys.all, 'referrals', status ?? 'all'] as const,
};

export const useRewards = () =>
  useQuery({ queryKey: programmeKeys.rewards(), queryFn: ({ signal }) => api.call(adminProgramme.listRewards, {}, { signal }) });
export const useVoucherDefinitions = () =>
  useQuery({ queryKey: programmeKeys.vouchers(), queryFn: ({ signal }) => api.call(adminProgramme.listVoucherDefinitions, {}, { signal }) });
export const useGames = () => useQuery({ queryKey: programmeKeys.games(), queryFn: ({ signal }) => api.call(adminProgramme.listGames, {}, { signal }) });
export const useEarning = () => useQuery({ queryKey: programmeKeys.earning(), queryFn: ({ signal }) => api.call(adminProgramme.getEarning, {}, { signal }) });
export const useBirthdayAndTierRules = () =>
  useQuery({ queryKey: programmeKeys.birthdayAndTiers(), queryFn: ({ signal }) => api.call(adminProgramme.getBirthdayAndTierRules, {}, { signal }) });

/** After a write: every programme list (a voucher edit repoints rewards and prizes) and the audit log reload. */
function useProgrammeChange<Input, Result>(call: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: programmeKeys.all });
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}

export const useSaveReward = (rewardId: string | undefined) =>
  useProgrammeChange((body: z.output<typeof rewardForm> | z.output<typeof rewardUpdateForm>) =>
    rewardId === undefined
      ? api.call(adminProgramme.createReward, { body })
      : api.call(adminProgramme.updateReward, { params: { rewardId }, body: body as z.output<typeof rewardUpdateForm> }),
  );

export const useSaveVoucherDefinition = (id: string | undefined) =>
  useProgrammeChange((body: z.output<typeof voucherDefinitionForm> | z.output<typeof voucherDefinitionUpdateForm>) =>
    id === undefined
      ? api.call(adminProgramme.createVoucherDefinition, { body: body as z.output<typeof voucherDefinitionForm> })
      : api.call(adminProgramme.updateVoucherDefinition, { params: { id }, body: body as z.output<typeof voucherDefinitionUpdateForm> }),
  );

export const useSaveGame = (gameId: string) => useProgrammeChange((body: z.output<typeof gameForm>) => api.call(adminProgramme.updateGame, { params: { gameId }, body }));

export const useSaveEarning = () => useProgrammeChange((body: z.output<typeof earningForm>) => api.call(adminProgramme.updateEarning, { body }));

export const useSaveBirthdayAndTierRules = () =>
  useProgrammeChange((body: z.output<typeof birthdayAndTierRulesForm>) => api.call(adminProgramme.updateBirthdayAndTierRules, { body }));

// ---------------------------------------------------------------- members' messages (decision 032)

export const useReminderSettings = () =>
  useQuery({ queryKey: programmeKeys.reminders(), queryFn: ({ signal }) => api.call(adminNotifications.getReminderSettings, {}, { signal }) });

export const useSaveReminderSettings = () =>
  useProgrammeChange((body: z.output<typeof reminderSettingsForm>) => api.call(adminNotifications.updateReminderSettings, { body }));

/** The members' WhatsApp messages, newest first, 25 at a time (admins only: they show numbers and messages). */
export function useWhatsAppMessages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: programmeKeys.whatsapp(),
    queryFn: ({ signal, pageParam }) => api.call(adminNotifications.listWhatsAppMessages, { query: pageParam ? { before: pageParam } : {} }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled,
  });
}

// ---------------------------------------------------------------- referrals (decision 033)

export const useReferralSettings = () =>
  useQuery({ queryKey: programmeKeys.referralSettings(), queryFn: ({ signal }) => api.call(adminReferrals.getReferralSettings, {}, { signal }) });

export const useSaveReferralSettings = () =>
  useProgrammeChange((body: z.output<typeof referralSettingsForm>) => api.call(adminReferrals.updateReferralSettings, { body }));

/** Referrals newest first, 25 at a time, of one status or all. */
export function useReferrals(status: ReferralStatus | undefined) {
  return useInfiniteQuery({
    queryKey: programmeKeys.referrals(status),
    queryFn: ({ signal, pageParam }) =>
      api.call(adminReferrals.listReferrals, { query: { ...(status ? { status } : {}), ...(pageParam ? { before: pageParam } : {}) } }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}
