/** What a failure says when it brings no message of its own. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/**
 * An error as text for the person using the app: its message (the server's for an ApiError, whose 5xx
 * messages never carry internals; the identity SDK's; our own), or `fallback` for anything else that
 * was thrown (a string, undefined, an Error without a message).
 */
export function errorMessage(error: unknown, fallback: string = SOMETHING_WENT_WRONG): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
