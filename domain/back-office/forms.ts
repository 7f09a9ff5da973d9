/**
 * The back office's form rules (decision 017): the server validates its request bodies with these
 * schemas and the /admin forms validate with the same ones before sending, so both give the same
 * field messages. Only the lazily loaded /admin code ships them to the browser (decision 017).
 */
import { z } from 'zod';
import { STAFF_ROLES } from '../identity/roles.ts';
import { keyed } from '../texts/schema-messages.ts';

/** Why a manager changed a member's points (decision 017). */
export const ADJUSTMENT_REASONS = ['goodwill', 'correction', 'fraud', 'other'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/**
 * The reason as the journal's Reason__c attribute records it: the loyalty ledger is a Salesforce-shaped
 * record, read by integrators in English, so it keeps 'Goodwill'; screens word it from the catalogue
 * (backOffice.members.adjust.reasons.<reason>).
 */
export const journalReason = (reason: AdjustmentReason): string => reason.charAt(0).toUpperCase() + reason.slice(1);

/** The reason a journal's Reason__c names, or null for one this back office did not write. */
export const reasonOfJournal = (value: string | null | undefined): AdjustmentReason | null =>
  ADJUSTMENT_REASONS.find((reason) => journalReason(reason) === value) ?? null;

/** One adjustment moves at most this many points either way: a larger one is a typo, not goodwill. */
const MAX_POINTS_ADJUSTMENT = 1_000_000;
export const NOTE_MAX_LENGTH = 500;

const note = z.string().trim().max(NOTE_MAX_LENGTH);

export const pointsAdjustmentForm = z
  .object({
    /** Signed: positive adds points, negative takes them away. */
    points: z
      .number({ error: 'backOffice.errors.members.pointsRequired' })
      .int('backOffice.errors.members.pointsWhole')
      .min(-MAX_POINTS_ADJUSTMENT, keyed('backOffice.errors.members.pointsAtMost', { max: MAX_POINTS_ADJUSTMENT }))
      .max(MAX_POINTS_ADJUSTMENT, keyed('backOffice.errors.members.pointsAtMost', { max: MAX_POINTS_ADJUSTMENT }))
      .refine((points) => points !== 0, 'backOffice.errors.members.pointsNotZero'),
    reason: z.enum(ADJUSTMENT_REASONS, { error: 'backOffice.errors.members.chooseReason' }),
    note: note.default(''),
    /** Chosen by the form once per adjustment: a retried request books it once. */
    adjustmentId: z.uuid('backOffice.errors.members.adjustmentId'),
  })
  .superRefine((form, context) => {
    if (form.reason === 'other' && form.note === '') {
      context.addIssue({ code: 'custom', path: ['note'], message: 'backOffice.errors.members.describeReason' });
    }
  });

export const blockMemberForm = z.object({
  note: note.min(1, 'backOffice.errors.members.blockReason'),
});

export const unblockMemberForm = z.object({
  note: note.default(''),
});

/** Block an account (its sessions end at once) or unblock it (decision 034). */
export const userBlockForm = z.object({ blocked: z.boolean() });

export const userRolesForm = z.object({
  roles: z
    .array(z.enum(STAFF_ROLES))
    .max(STAFF_ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, 'backOffice.errors.users.roleOnce'),
});

/** The stores a manager manages (decision 017): none means every store (head office). */
export const managerStoresForm = z.object({
  storeIds: z
    .array(z.string().trim().min(1, 'backOffice.errors.users.chooseStore').max(50))
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'backOffice.errors.users.storeOnce'),
});
