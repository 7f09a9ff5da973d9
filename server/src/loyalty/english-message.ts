import type { DomainError } from '../platform/errors.ts';
import { render } from '../platform/texts.ts';

/**
 * An engine error worded from the catalogue (decision 029): the API's error handler shows its text in
 * the reader's language, and its message is the English wording, which the Salesforce-compatible
 * surface (server/src/compat/sf) sends as is: integrators' surfaces keep the original's English.
 */
export function withEnglishMessage<E extends DomainError>(error: E): E {
  if (error.text) error.message = render(error.text, 'en');
  return error;
}
