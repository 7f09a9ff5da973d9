/** Help-center cases (storefront.md §2 Help Center, §5 validation). */

/** storefront.md §5: maximum lengths of the help form; no required flags and no format checks. */
export const CASE_FIELD_LIMITS = { name: 80, email: 80, phone: 40, subject: 80, description: 4000 } as const;

/** Case numbers as the server issues them: 'CS-' and eight letters or digits. */
export const CASE_NUMBER_PATTERN = /^CS-[0-9A-Z]{8}$/;

export const isCaseNumber = (value: string | null | undefined): value is string => !!value && CASE_NUMBER_PATTERN.test(value);
