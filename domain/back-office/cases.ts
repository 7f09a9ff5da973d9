/**
 * The help-center cases inbox of the back office (decision 017): a case's status and the rules of a
 * reply. The server validates with these schemas and the /admin forms use the same ones.
 */
import { z } from 'zod';

export const CASE_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const REPLY_MAX_LENGTH = 5000;

export const caseReplyForm = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'backOffice.errors.cases.writeReply')
    .max(REPLY_MAX_LENGTH),
});

export const caseUpdateForm = z
  .object({
    status: z.enum(CASE_STATUSES).optional(),
    /** 'me' assigns the case to the signed-in manager; null leaves it unassigned. */
    assignee: z.enum(['me']).nullable().optional(),
  })
  .refine((form) => form.status !== undefined || form.assignee !== undefined, { message: 'backOffice.errors.cases.changeSomething' });

/** The reply e-mail's subject: the shopper's subject (or `untitled`, worded by the caller), with the case number to find it again. */
export function replySubject(caseNumber: string, subject: string, untitled: string): string {
  return `Re: ${subject || untitled} [${caseNumber}]`;
}
