import { z } from 'zod';

/** Membership numbers are short codes a cashier can type: letters, digits and dashes ('1001', 'M-1001'). */
export const membershipNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,32}$/, 'A membership number has 1 to 32 letters, digits or dashes');
