/**
 * How many characters a control takes (its `maxlength`): the endpoint's own limit where a form reads it
 * from the schema (schema-limits.ts), so the browser stops the typing where the server would refuse it
 * ('At most 200 characters') instead of after a submit; else the kit's default. No field takes text
 * without end.
 */

/** The defaults for a control whose schema sets no length: a line of text, and a text area. */
export const DEFAULT_MAX_LENGTH = { input: 500, textarea: 5000, email: 254 } as const;

/** The search boxes' limit: the storefront's and the back office's search queries take 100 characters (their `q`). */
export const SEARCH_MAX_LENGTH = 100;
