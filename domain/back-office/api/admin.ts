/**
 * The back office's requests and answers (decision 017): users and roles, the audit log, members. Bodies
 * are the form schemas of domain/back-office/forms.ts, so the /admin forms check what the server checks.
 */
import { z } from 'zod';
import { keyed } from '../../texts/schema-messages.ts';
import { CASE_STATUSES } from '../cases.ts';
import { JOURNEY_EVENT_STATUSES, type JourneyEventStatus } from '../../marketing/journey-event-status.ts';
import { ADJUSTMENT_REASONS } from '../forms.ts';
import { MEMBER_STATUSES } from '../../loyalty/member-status.ts';
import { STAFF_ROLES } from '../../identity/roles.ts';
import { memberProfile, memberVoucher, transactionJournal } from '../../loyalty/api/members.ts';
import { membershipNumber } from '../../loyalty/api/membership-number.ts';

const instant = z.string();
const searchText = z.string().trim().max(100);

// ---------------------------------------------------------------- who is signed in

export const adminSessionResponse = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  roles: z.array(z.string()),
});
export type AdminSession = z.infer<typeof adminSessionResponse>;

// ---------------------------------------------------------------- users and roles

export const USERS_PAGE_SIZE = 25;

export const userListQuery = z.object({
  q: searchText.default(''),
  /** The next page starts after this e-mail (keyset: users are listed by e-mail). */
  after: z.string().max(320).optional(),
});

export const adminUser = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  /** The stores this account manages as a manager (decision 017); empty: every store (head office). */
  storeIds: z.array(z.string()),
  /** Blocked: no sign-in and no token works (docs/decisions/034-session-revocation.md). */
  blocked: z.boolean(),
  createdAt: instant,
});
export type AdminUser = z.infer<typeof adminUser>;

export const userListResponse = z.object({
  users: z.array(adminUser),
  /** Pass as `after` for the next page; null on the last page. */
  nextAfter: z.string().nullable(),
  /** Every store, for the store picker of a manager. */
  stores: z.array(z.object({ storeId: z.string(), name: z.string(), brand: z.string() })),
});
export type UserListResponse = z.infer<typeof userListResponse>;

export const userIdParams = z.object({ userId: z.string().min(1).max(200) });

// ---------------------------------------------------------------- audit log

export const AUDIT_PAGE_SIZE = 50;

import { AUDIT_ENTITIES, type AuditEntity } from '../audit.ts';
export { AUDIT_ENTITIES, type AuditEntity };

export const auditListQuery = z
  .object({
    /** The actor: an e-mail prefix or a user id. */
    user: searchText.optional(),
    // More entities than zod's own wording lists, so the message names them.
    entity: z.enum(AUDIT_ENTITIES, { error: keyed('errors.validation.oneOf', { options: AUDIT_ENTITIES.join(', ') }) }).optional(),
    entityId: z.string().trim().max(200).optional(),
    /** Jakarta calendar days, inclusive. */
    from: z.iso.date('backOffice.errors.date').optional(),
    to: z.iso.date('backOffice.errors.date').optional(),
    /** The next page starts below this entry id. */
    before: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'backOffice.errors.fromAfterTo', path: ['to'] });

const auditEntry = z.object({
  id: z.number(),
  at: instant,
  actorUserId: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListResponse = z.object({
  entries: z.array(auditEntry),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.number().nullable(),
});
export type AuditListResponse = z.infer<typeof auditListResponse>;

// ---------------------------------------------------------------- members

export const adminMemberSearchQuery = z.object({ q: searchText.min(1, 'backOffice.errors.members.typeSearch') });

const adminMemberMatch = z.object({
  membershipNumber: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  tier: z.string(),
  memberStatus: z.string(),
});
export type AdminMemberMatch = z.infer<typeof adminMemberMatch>;
export const adminMemberSearchResponse = z.object({ members: z.array(adminMemberMatch) });

export const adminMemberParams = z.object({ membershipNumber });

const adminMemberOrder = z.object({
  orderNumber: z.number(),
  externalTransactionNumber: z.string(),
  storeId: z.string(),
  createdAt: instant,
  totalPrice: z.number(),
  pointsEarned: z.number(),
  pointsRedeemed: z.number(),
});

export const adminMemberResponse = z.object({
  profile: memberProfile,
  phone: z.string().nullable(),
  memberStatus: z.enum(MEMBER_STATUSES).or(z.string()),
  vouchers: z.array(memberVoucher),
  orders: z.array(adminMemberOrder),
});
export type AdminMember = z.infer<typeof adminMemberResponse>;

export const ADMIN_LEDGER_PAGE_SIZE = 20;

export const adminLedgerQuery = z.object({
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z
    .string()
    .regex(/^[0-9]{1,15}$/, 'backOffice.errors.badCursor')
    .optional(),
});

export const adminLedgerResponse = z.object({
  journals: z.array(transactionJournal),
  nextCursor: z.string().nullable(),
});
export type AdminLedger = z.infer<typeof adminLedgerResponse>;

export const pointsAdjustmentResponse = z.object({
  transactionJournalId: z.string(),
  points: z.number(),
  reason: z.enum(ADJUSTMENT_REASONS),
  pointsBalance: z.number(),
});
export type PointsAdjustmentResponse = z.infer<typeof pointsAdjustmentResponse>;

export const memberStatusResponse = z.object({ membershipNumber: z.string(), memberStatus: z.string() });

// ---------------------------------------------------------------- help-center cases

export const CASES_PAGE_SIZE = 25;

export const caseListQuery = z.object({
  status: z.enum(CASE_STATUSES).optional(),
  /** Matches the start of the case number or the e-mail, or a word of the subject. */
  q: searchText.optional(),
  /** The next page starts below this case id. */
  before: z.coerce.number().int().positive().optional(),
});

const caseSummary = z.object({
  id: z.number(),
  caseNumber: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  status: z.enum(CASE_STATUSES),
  assigneeEmail: z.string().nullable(),
  createdAt: instant,
});
export type CaseSummary = z.infer<typeof caseSummary>;

export const caseListResponse = z.object({ cases: z.array(caseSummary), nextBefore: z.number().nullable() });

export const caseNumberParams = z.object({ caseNumber: z.string().trim().regex(/^CS-[A-Z0-9]{1,20}$/, 'backOffice.errors.cases.caseNumber') });

const caseReply = z.object({ id: z.number(), authorEmail: z.string().nullable(), body: z.string(), createdAt: instant });

export const caseDetailResponse = caseSummary.extend({
  phone: z.string(),
  description: z.string(),
  assigneeUserId: z.string().nullable(),
  replies: z.array(caseReply),
});
export type CaseDetail = z.infer<typeof caseDetailResponse>;

// ---------------------------------------------------------------- journey-event outbox

export type { JourneyEventStatus };
export const JOURNEY_EVENTS_PAGE_SIZE = 25;

export const journeyEventListQuery = z.object({
  status: z.enum(JOURNEY_EVENT_STATUSES).optional(),
  before: z.coerce.number().int().positive().optional(),
});

export const journeyEventRow = z.object({
  id: z.number(),
  eventDefinitionKey: z.string(),
  contactKey: z.string(),
  status: z.enum(JOURNEY_EVENT_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: instant,
  nextAttemptAt: instant,
  deliveredAt: instant.nullable(),
});
export type JourneyEventRow = z.infer<typeof journeyEventRow>;

export const journeyEventListResponse = z.object({
  counts: z.object({ pending: z.number(), delivered: z.number(), failed: z.number() }),
  events: z.array(journeyEventRow),
  nextBefore: z.number().nullable(),
});
export type JourneyEventList = z.infer<typeof journeyEventListResponse>;

export const journeyEventParams = z.object({ id: z.coerce.number({ error: 'backOffice.errors.outbox.eventId' }).int('backOffice.errors.outbox.eventId').positive('backOffice.errors.outbox.eventId') });

/** A manager's till approvals locked after wrong PINs (decision 016): where, and until when. */
const pinLockout = z.object({
  managerEmail: z.string(),
  managerName: z.string(),
  storeId: z.string(),
  cashierId: z.string(),
  cashierName: z.string(),
  failures: z.number().int(),
  lockedUntil: instant,
  lastFailure: instant,
});
export type PinLockout = z.infer<typeof pinLockout>;
export const pinLockoutsResponse = z.object({ lockouts: z.array(pinLockout) });
export const pinUnlockRequest = z.object({
  managerEmail: z.string().trim().min(1).max(320),
  storeId: z.string().trim().min(1).max(64),
  cashierId: z.string().trim().min(1).max(200),
});
export const pinUnlockResponse = z.object({ unlocked: z.number().int() });
