/**
 * The back office's form rules (decision 017): the server validates its request bodies with these
 * schemas and the /admin forms validate with the same ones before sending, so both give the same
 * field messages. Only the lazily loaded /admin code ships them to the browser (decision 017).
 */
import { z } from 'zod';
import { STAFF_ROLES } from '../identity/roles.ts';

/** Why a manager changed a member's points (decision 017). */
export const ADJUSTMENT_REASONS = ['goodwill', 'correction', 'fraud', 'other'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export const ADJUSTMENT_REASON_LABELS: Record<AdjustmentReason, string> = {
  goodwill: 'Goodwill',
  correction: 'Correction',
  fraud: 'Fraud',
  other: 'Other',
};

/** One adjustment moves at most this many points either way: a larger one is a typo, not goodwill. */
const MAX_POINTS_ADJUSTMENT = 1_000_000;
export const NOTE_MAX_LENGTH = 500;

const note = z.string().trim().max(NOTE_MAX_LENGTH, `A note has at most ${NOTE_MAX_LENGTH} characters`);

export const pointsAdjustmentForm = z
  .object({
    /** Signed: positive adds points, negative takes them away. */
    points: z
      .number({ error: 'Enter the points to add (or a negative number to deduct)' })
      .int('Points are whole numbers')
      .min(-MAX_POINTS_ADJUSTMENT, `At most ${MAX_POINTS_ADJUSTMENT.toLocaleString('id-ID')} points at once`)
      .max(MAX_POINTS_ADJUSTMENT, `At most ${MAX_POINTS_ADJUSTMENT.toLocaleString('id-ID')} points at once`)
      .refine((points) => points !== 0, 'Enter a number of points other than 0'),
    reason: z.enum(ADJUSTMENT_REASONS, { error: 'Choose a reason' }),
    note: note.default(''),
    /** Chosen by the form once per adjustment: a retried request books it once. */
    adjustmentId: z.uuid('adjustmentId must be a UUID'),
  })
  .superRefine((form, context) => {
    if (form.reason === 'other' && form.note === '') {
      context.addIssue({ code: 'custom', path: ['note'], message: 'Describe the reason in the note' });
    }
  });

export const blockMemberForm = z.object({
  note: note.min(1, 'Say why the membership is blocked'),
});

export const unblockMemberForm = z.object({
  note: note.default(''),
});

export const userRolesForm = z.object({
  roles: z
    .array(z.enum(STAFF_ROLES, { error: `A role is one of ${STAFF_ROLES.join(', ')}` }))
    .max(STAFF_ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, 'Each role once'),
});

/** The stores a manager manages (decision 017): none means every store (head office). */
export const managerStoresForm = z.object({
  storeIds: z
    .array(z.string().trim().min(1, 'Choose a store.').max(50))
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'Each store once.'),
});
