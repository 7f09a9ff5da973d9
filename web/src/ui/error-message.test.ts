import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { errorMessage, SOMETHING_WENT_WRONG } from './error-message.ts';

describe('errorMessage', () => {
  it("gives the server's message of an ApiError", () => {
    expect(errorMessage(new ApiError(404, 'not_found', 'Member 9 not found'))).toBe('Member 9 not found');
    expect(errorMessage(new ApiError(0, 'network_error', 'Cannot reach the server.'), 'ignored')).toBe('Cannot reach the server.');
  });

  it('gives the message of any other Error', () => {
    expect(errorMessage(new Error('Sign-in is unavailable (GET /config.json answered 503).'))).toBe(
      'Sign-in is unavailable (GET /config.json answered 503).',
    );
  });

  it('falls back for what is not an Error, or an Error without a message', () => {
    expect(errorMessage('boom')).toBe(SOMETHING_WENT_WRONG);
    expect(errorMessage(undefined)).toBe(SOMETHING_WENT_WRONG);
    expect(errorMessage(new Error(''), 'Login failed')).toBe('Login failed');
    expect(errorMessage({ message: 'not an Error' }, 'The order could not be placed.')).toBe('The order could not be placed.');
  });
});
