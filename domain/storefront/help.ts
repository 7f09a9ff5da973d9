/** Help-center cases (storefront.md §2 Help Center, §5 validation). */
import type { TextKey } from '../texts/index.ts';

/** storefront.md §5: maximum lengths of the help form; no required flags and no format checks. */
export const CASE_FIELD_LIMITS = { name: 80, email: 80, phone: 40, subject: 80, description: 4000 } as const;

/** Case numbers as the server issues them: 'CS-' and eight letters or digits. */
const CASE_NUMBER_PATTERN = /^CS-[0-9A-Z]{8}$/;

export const isCaseNumber = (value: string | null | undefined): value is string => !!value && CASE_NUMBER_PATTERN.test(value);

/** The help form's fields, as the page posts them. */
export interface CaseFields {
  name: string;
  email: string;
  phone: string;
  subject: string;
  description: string;
}

export type CaseFieldName = keyof CaseFields;

/** A plain e-mail address: something@domain.tld, no spaces (support must be able to answer it). */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** A phone number as people type it: digits with spaces, dashes, dots, brackets and a leading +. */
const PHONE = /^\+?[\d\s().-]+$/;

/** What to fix, as catalogue texts: the page words them in the screen's language, the server in the reader's. */
export const CASE_MESSAGES = {
  description: 'storefront.help.errors.description',
  contact: 'storefront.help.errors.contact',
  email: 'storefront.help.errors.email',
  phone: 'storefront.help.errors.phone',
} as const satisfies Record<string, TextKey>;

const isEmailAddress = (value: string) => EMAIL.test(value);

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 6 && digits <= 15;
}

/**
 * A case support cannot answer is no case (decision 011). It needs a description and a way to answer (a
 * valid e-mail or a phone number); what is given must be well formed. The length limits stay in the
 * schema (CASE_FIELD_LIMITS). Returns the problems by field (empty: the case is fine); the help page
 * shows them beside the fields, the server refuses the post with the same messages.
 */
export function caseProblems(fields: CaseFields): Partial<Record<CaseFieldName, TextKey>> {
  const problems: Partial<Record<CaseFieldName, TextKey>> = {};
  const email = fields.email.trim();
  const phone = fields.phone.trim();
  if (!fields.description.trim()) problems.description = CASE_MESSAGES.description;
  if (email && !isEmailAddress(email)) problems.email = CASE_MESSAGES.email;
  if (phone && !isPhoneNumber(phone)) problems.phone = CASE_MESSAGES.phone;
  if (!email && !phone) problems.email = CASE_MESSAGES.contact;
  return problems;
}
