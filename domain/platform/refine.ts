import type { z } from 'zod';

/**
 * Turns a domain rule "why is this value refused, or null" (domain/platform/dates.ts, domain/storefront/help.ts) into a
 * zod check, so the schema and the web form give the same message.
 */
export function problemsOf<T>(problem: (value: T) => string | null) {
  return (value: T, context: z.RefinementCtx<T>) => {
    const message = problem(value);
    if (message) context.addIssue({ code: 'custom', message });
  };
}
