import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate } from './catalogues.ts';
import { aboutField, isZodWording, keyed, wordMessage, zodIssueText } from './schema-messages.ts';

const id = translate('id');
const en = translate('en');

/** What a person reads for the first problem zod finds with a value. */
function worded(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('the value passed');
  const issue = result.error.issues[0]!;
  expect(isZodWording(issue.message)).toBe(true);
  const text = zodIssueText(issue as Parameters<typeof zodIssueText>[0]);
  return { id: id(text.key, text.values), en: en(text.key, text.values) };
}

describe('zod’s own findings, worded from the catalogue', () => {
  it('says how long a text may be, with the limit, in each language', () => {
    expect(worded(z.string().max(100), 'x'.repeat(300))).toEqual({ id: 'Paling banyak 100 karakter', en: 'At most 100 characters' });
    expect(worded(z.string().min(8), 'abc')).toEqual({ id: 'Paling sedikit 8 karakter', en: 'At least 8 characters' });
    expect(worded(z.string().min(1), '')).toEqual({ id: id('errors.validation.required'), en: 'Required' });
  });

  it('numbers keep their value, grouped as the language groups them', () => {
    expect(worded(z.number().max(5_000_000), 9_000_000)).toEqual({ id: 'Paling besar 5.000.000', en: 'At most 5,000,000' });
    expect(worded(z.number().positive(), 0)).toEqual({ id: 'Harus lebih dari 0', en: 'Must be more than 0' });
    expect(worded(z.number().int(), 1.5)).toEqual({ id: 'Masukkan bilangan bulat', en: 'Enter a whole number' });
  });

  it('a missing field is required; a list, an option and an e-mail say what is wanted', () => {
    expect(worded(z.object({ name: z.string() }), {}).en).toBe('Required');
    expect(worded(z.array(z.string()).max(1), ['a', 'b'])).toEqual({ id: 'Paling banyak 1 item', en: 'At most 1 item' });
    expect(worded(z.enum(['id', 'en']), 'fr')).toEqual({ id: 'Pilih salah satu: id, en', en: 'Choose one of: id, en' });
    expect(worded(z.email(), 'ani@')).toEqual({ id: 'Masukkan alamat e-mail yang valid', en: 'Enter a valid e-mail address' });
  });
});

describe('a catalogue text carried as a string (a schema’s message, a form’s problem)', () => {
  it('keeps its values and is worded in the reader’s language', () => {
    const message = keyed('errors.validation.atMostCharacters', { count: 500 });
    expect(message).toBe('errors.validation.atMostCharacters {"count":500}');
    expect(wordMessage(id, message)).toBe('Paling banyak 500 karakter');
    expect(wordMessage(en, message)).toBe('At most 500 characters');
    expect(wordMessage(en, 'errors.validation.required')).toBe('Required');
  });

  it('leaves any other text as it is', () => {
    expect(wordMessage(en, 'Name is required.')).toBe('Name is required.');
    expect(wordMessage(en, 'no.such.key')).toBe('no.such.key');
    expect(wordMessage(en, 'errors.validation.atMost {broken')).toBe('errors.validation.atMost {broken');
  });
});

describe('zod’s finding about a field, as a sentence naming the field', () => {
  const tooLong = zodIssueText({ code: 'too_big', origin: 'string', maximum: 100, inclusive: true });
  it('names the field by its label in the reader’s language, never by the schema’s key', () => {
    expect(aboutField(id, 'name', tooLong)).toBe('Nama: Paling banyak 100 karakter.');
    expect(aboutField(en, 'name', tooLong)).toBe('Name: At most 100 characters.');
    expect(aboutField(en, 'productName', zodIssueText({ code: 'invalid_type', expected: 'string', message: 'Invalid input: expected string, received undefined' }))).toBe('Product name: Required.');
  });

  it('a field without a label is “this field”, not its key', () => {
    expect(aboutField(en, 'gameRewardId', tooLong)).toBe('This field: At most 100 characters.');
    expect(aboutField(id, 'gameRewardId', tooLong)).toBe('Isian ini: Paling banyak 100 karakter.');
  });
});
