import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditEntity, AuditListResponse, CaseDetail, JourneyEventStatus } from '#domain/back-office/api/admin.ts';
import * as adminAudit from '#domain/back-office/endpoints/audit.ts';
import * as adminCases from '#domain/back-office/endpoints/cases.ts';
import * as adminMailLog from '#domain/back-office/endpoints/email-log.ts';
import type { CaseStatus } from '#domain/back-office/cases.ts';
import * as adminMembers from '#domain/back-office/endpoints/members.ts';
import * as adminOutbox from '#domain/back-office/endpoints/outbox.ts';
import * as adminUsers from '#domain/back-office/endpoints/users.ts';
import type { StaffRole } from '#domain/identity/roles.ts';
import { api } from '../../api/client.ts';

/** The back office's calls; every key starts with adminKeys.all, so signing out clears them together. */
export const adminKeys = {
  all: ['admin'] as const,
  session: () => [...adminKeys.all, 'session'] as const,
  users: (q: string) => [...adminKeys.all, 'users', q] as const,
  audit: (filters: AuditFilters) => [...adminKeys.all, 'audit', filters] as const,
  memberSearch: (q: string) => [...adminKeys.all, 'members', 'search', q] as const,
  member: (number: string) => [...adminKeys.all, 'members', number] as const,
  ledger: (number: string) => [...adminKeys.member(number), 'ledger'] as const,
  cases: (status: CaseStatus | undefined, q: string) => [...adminKeys.all, 'cases', 'list', status ?? 'all', q] as const,
  case: (caseNumber: string) => [...adminKeys.all, 'cases', caseNumber] as const,
  mailLog: (q: string) => [...adminKeys.all, 'email-log', 'list', q] as const,
  mailLogMessage: (id: number) => [...adminKeys.all, 'email-log', id] as const,
};

export interface AuditFilters {
  user?: string;
  entity?: AuditEntity;
  entityId?: string;
  from?: string;
  to?: string;
}

/** Who is signed in, with their roles; a 403 means the account may not use the back office. */
export function useAdminSession() {
  return useQuery({
    queryKey: adminKeys.session(),
    queryFn: ({ signal }) => api.call(adminUsers.session, {}, { signal }),
    retry: false,
    staleTime: 60_000,
  });
}

export function useUsers(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ signal, pageParam }) => api.call(adminUsers.listUsers, { query: { q, ...(pageParam ? { after: pageParam } : {}) } }, { signal }),
    initialPageParam: '' as string,
    getNextPageParam: (last) => last.nextAfter ?? undefined,
  });
}

export function useSetUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roles }: { userId: string; roles: StaffRole[] }) => api.call(adminUsers.setUserRoles, { params: { userId }, body: { roles } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'users'] }).then(() => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] })),
  });
}

/** Blocks (every session of the account ends at once) or unblocks an account (decision 034). */
export function useSetUserBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) => api.call(adminUsers.setUserBlocked, { params: { userId }, body: { blocked } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'users'] }).then(() => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] })),
  });
}

/** The stores a manager manages (none: every store; decision 017). */
export function useSetManagerStores() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, storeIds }: { userId: string; storeIds: string[] }) => api.call(adminUsers.setManagerStores, { params: { userId }, body: { storeIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'users'] }).then(() => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] })),
  });
}

export function useAuditEntries(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ signal, pageParam }): Promise<AuditListResponse> =>
      api.call(adminAudit.listAuditEntries, { query: { ...filters, ...(pageParam ? { before: pageParam } : {}) } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function useMemberSearch(q: string) {
  return useQuery({
    queryKey: adminKeys.memberSearch(q),
    queryFn: ({ signal }) => api.call(adminMembers.searchMembers, { query: { q } }, { signal }),
    enabled: q.trim() !== '',
  });
}

export function useAdminMember(number: string) {
  return useQuery({
    queryKey: adminKeys.member(number),
    queryFn: ({ signal }) => api.call(adminMembers.getMember, { params: { membershipNumber: number } }, { signal }),
  });
}

export function useMemberLedger(number: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.ledger(number),
    queryFn: ({ signal, pageParam }) =>
      api.call(adminMembers.memberLedger, { params: { membershipNumber: number }, query: pageParam ? { cursor: pageParam } : {} }, { signal }),
    initialPageParam: '' as string,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** After a change to a member: its page, its ledger and the audit log reload. */
function useMemberChange<Input, Result>(number: string, call: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.member(number) });
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}

export function useAdjustPoints(number: string) {
  return useMemberChange(number, (body: { points: number; reason: 'goodwill' | 'correction' | 'fraud' | 'other'; note: string; adjustmentId: string }) =>
    api.call(adminMembers.adjustPoints, { params: { membershipNumber: number }, body }),
  );
}

export function useSetMemberBlocked(number: string) {
  return useMemberChange(number, ({ blocked, note }: { blocked: boolean; note: string }) =>
    api.call(blocked ? adminMembers.blockMember : adminMembers.unblockMember, { params: { membershipNumber: number }, body: { note } }),
  );
}

export function useCases(status: CaseStatus | undefined, q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.cases(status, q),
    queryFn: ({ signal, pageParam }) =>
      api.call(adminCases.listCases, { query: { ...(status ? { status } : {}), ...(q ? { q } : {}), ...(pageParam ? { before: pageParam } : {}) } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function useCase(caseNumber: string) {
  return useQuery({
    queryKey: adminKeys.case(caseNumber),
    queryFn: ({ signal }) => api.call(adminCases.getCase, { params: { caseNumber } }, { signal }),
  });
}

/** After a change to a case: the case (from the answer), the inbox and the audit log reload. */
function useCaseChange<Input>(caseNumber: string, call: (input: Input) => Promise<CaseDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (detail) => {
      queryClient.setQueryData(adminKeys.case(caseNumber), detail);
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'cases', 'list'] });
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}

export function useUpdateCase(caseNumber: string) {
  return useCaseChange(caseNumber, (body: { status?: CaseStatus; assignee?: 'me' | null }) => api.call(adminCases.updateCase, { params: { caseNumber }, body }));
}

export function useReplyToCase(caseNumber: string) {
  return useCaseChange(caseNumber, (body: { body: string }) => api.call(adminCases.replyToCase, { params: { caseNumber }, body }));
}

export function useJourneyEvents(status: JourneyEventStatus | undefined) {
  return useInfiniteQuery({
    queryKey: [...adminKeys.all, 'journey-events', status ?? 'all'] as const,
    queryFn: ({ signal, pageParam }) =>
      api.call(adminOutbox.listJourneyEvents, { query: { ...(status ? { status } : {}), ...(pageParam ? { before: pageParam } : {}) } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function useRetryJourneyEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(adminOutbox.retryJourneyEvent, { params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'journey-events'] });
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}

/** The e-mail log (decision 035), newest first, by part of the recipient's address. */
export function useMailLog(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.mailLog(q),
    queryFn: ({ signal, pageParam }) => api.call(adminMailLog.listMailLog, { query: { ...(q ? { q } : {}), ...(pageParam ? { before: pageParam } : {}) } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function useMailLogMessage(id: number) {
  return useQuery({
    queryKey: adminKeys.mailLogMessage(id),
    queryFn: ({ signal }) => api.call(adminMailLog.getMailLogMessage, { params: { id } }, { signal }),
  });
}
