/**
 * Messages that travel as strings (decision 029): a zod schema's message and a form's problem are
 * strings, so a catalogue text with values rides in one (`keyed`), and zod's own wording of a field of the
 * wrong kind or length becomes a catalogue text (`zodIssueText`). The server's error handler and the
 * browser's forms word both in the reader's language with `wordMessage`.
 */
import type { Text, TextKey } from './index.ts';
import type { Translate } from './translate.ts';

type Values = Record<string, string | number>;

/** A catalogue text as one string: the key, then its values as JSON (`'backOffice.x {"max":500}'`). */
export function keyed(key: TextKey, values?: Values): string {
  return values ? `${key} ${JSON.stringify(values)}` : key;
}

const KEYED = /^([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)(?: (\{.*\}))?$/s;

/** The key and values a keyed string carries, or null for text worded anywhere else. */
function parseKeyed(message: string): { key: string; values?: Values } | null {
  const match = KEYED.exec(message);
  if (!match) return null;
  if (match[2] === undefined) return { key: match[1]! };
  try {
    const values: unknown = JSON.parse(match[2]);
    return values && typeof values === 'object' && !Array.isArray(values) ? { key: match[1]!, values: values as Values } : null;
  } catch {
    return null;
  }
}

/** A message that may be a keyed catalogue text, worded in `t`'s language; any other text as it is. */
export function wordMessage(t: Translate, message: string): string {
  const found = parseKeyed(message);
  return found && t.has(found.key) ? t(found.key, found.values) : message;
}

/** What a zod issue says, as far as its wording needs (zod's issue, or fastify-type-provider-zod's params). */
export interface ZodIssueFacts {
  code?: string;
  origin?: string;
  expected?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  values?: readonly unknown[];
  message?: string;
}

/** zod's own messages ('Too big: expected string to have <=100 characters'), not a schema's worded one. */
export const isZodWording = (message: string): boolean => /^(Invalid|Too (big|small)|Unrecognized)/.test(message);

/** Limits on a length: characters of a text, items of a list. */
const COUNTED = {
  characters: { atMost: 'errors.validation.atMostCharacters', atLeast: 'errors.validation.atLeastCharacters' },
  items: { atMost: 'errors.validation.atMostItems', atLeast: 'errors.validation.atLeastItems' },
} as const;

const limit = (value: number | bigint | undefined) => Number(value ?? 0);

/**
 * zod's finding as a text a person acts on: 'At most 100 characters', 'Enter a whole number', 'Required'.
 * Numbers keep their value (formatted in the reader's language); anything unforeseen is 'Invalid value'.
 */
export function zodIssueText(issue: ZodIssueFacts): Text & { values?: Values } {
  const counted = issue.origin === 'string' ? COUNTED.characters : issue.origin === 'array' || issue.origin === 'set' ? COUNTED.items : null;
  switch (issue.code) {
    case 'too_big': {
      const maximum = limit(issue.maximum);
      if (counted) return { key: counted.atMost, values: { count: issue.inclusive === false ? maximum - 1 : maximum } };
      return { key: issue.inclusive === false ? 'errors.validation.below' : 'errors.validation.atMost', values: { limit: maximum } };
    }
    case 'too_small': {
      const minimum = limit(issue.minimum);
      if (counted === COUNTED.characters && minimum <= 1) return { key: 'errors.validation.required' };
      if (counted) return { key: counted.atLeast, values: { count: issue.inclusive === false ? minimum + 1 : minimum } };
      return { key: issue.inclusive === false ? 'errors.validation.above' : 'errors.validation.atLeast', values: { limit: minimum } };
    }
    case 'invalid_type':
      if (issue.message?.endsWith('received undefined')) return { key: 'errors.validation.required' };
      if (issue.expected === 'int') return { key: 'errors.validation.wholeNumber' };
      if (issue.expected === 'number') return { key: 'errors.validation.number' };
      if (issue.expected === 'string') return { key: 'errors.validation.text' };
      return { key: 'errors.platform.invalidValue' };
    case 'invalid_value':
    case 'invalid_enum_value':
      if (issue.values && issue.values.length > 0 && issue.values.length <= 12) {
        return { key: 'errors.validation.oneOf', values: { options: issue.values.map(String).join(', ') } };
      }
      return { key: 'errors.platform.invalidValue' };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'errors.validation.email' };
      if (issue.format === 'url') return { key: 'errors.validation.url' };
      return { key: 'errors.validation.format' };
    case 'unrecognized_keys':
      return { key: 'errors.validation.unknownField' };
    default:
      return { key: 'errors.platform.invalidValue' };
  }
}

/** A field's name as a person reads it ('productName' → 'Product name'), or 'This field' when the catalogue has no label. */
function fieldLabel(t: Translate, field: string | undefined): string {
  const key = `errors.validation.field.${field ?? ''}`;
  return field !== undefined && t.has(key) ? t(key) : t('errors.validation.thisField');
}

/**
 * zod's finding about one field as a sentence that names the field in the reader's language
 * ('Name: At most 100 characters.'), never the schema's key ('name: Too big: …').
 */
export function aboutField(t: Translate, field: string | undefined, problem: Text & { values?: Values }): string {
  return t('errors.validation.aboutField', { field: fieldLabel(t, field), problem: t(problem.key, problem.values) });
}
