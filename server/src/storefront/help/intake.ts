import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CaseReceipt, CaseSubmission } from '#domain/storefront/api/content.ts';
import type { Database } from '../../platform/db/client.ts';
import { cases } from '../../platform/db/schema/index.ts';
import { InvalidInput, NotFound } from '../../platform/errors.ts';

// No 0/O or 1/I: case numbers are read out over the phone.
const CASE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function newCaseNumber(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += CASE_ALPHABET[randomInt(CASE_ALPHABET.length)];
  return `CS-${code}`;
}

/**
 * The help form's retURL must lead back to our own site (no open redirect). Returns the URL to send
 * the shopper to, with the case number added so the page can confirm it.
 */
function returnUrl(retURL: string, publicUrl: string, caseNumber: string): string {
  let target: URL;
  try {
    target = new URL(retURL, publicUrl);
  } catch {
    throw new InvalidInput({ key: 'storefront.errors.returnUrlInvalid' });
  }
  if (target.origin !== new URL(publicUrl).origin) {
    throw new InvalidInput({ key: 'storefront.errors.returnUrlForeign', values: { origin: new URL(publicUrl).origin } });
  }
  target.searchParams.set('submitted', caseNumber);
  return target.toString();
}

export interface CaseIntakeOptions {
  publicUrl: string;
  /** When a hosted Web-to-Case service is configured, new cases wait for the forwarder. */
  forwardEnabled: boolean;
}

/** Stores a help-center case and answers where to send the shopper next. */
export async function submitCase(
  db: Database,
  submission: CaseSubmission,
  options: CaseIntakeOptions,
): Promise<{ caseNumber: string; redirectTo: string }> {
  const caseNumber = newCaseNumber();
  const redirectTo = returnUrl(submission.retURL, options.publicUrl, caseNumber); // before any write
  await db.insert(cases).values({
    caseNumber,
    orgId: submission.orgid,
    name: submission.name,
    email: submission.email,
    phone: submission.phone,
    subject: submission.subject,
    description: submission.description,
    external: submission.external,
    forwardStatus: options.forwardEnabled ? 'pending' : 'not_forwarded',
    nextAttemptAt: options.forwardEnabled ? new Date() : null,
  });
  return { caseNumber, redirectTo };
}

/** The confirmation the help page shows: number, subject and time (the number is unguessable). */
export async function caseReceipt(db: Database, caseNumber: string): Promise<CaseReceipt> {
  const [row] = await db
    .select({ caseNumber: cases.caseNumber, subject: cases.subject, createdAt: cases.createdAt })
    .from(cases)
    .where(eq(cases.caseNumber, caseNumber))
    .limit(1);
  if (!row) throw new NotFound({ key: 'storefront.errors.caseNotFound', values: { caseNumber } });
  return { ...row, createdAt: row.createdAt.toISOString() };
}
