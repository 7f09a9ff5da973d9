import { describe, expect, it } from 'vitest';
import { CASE_MESSAGES, caseProblems, isPhoneNumber } from './help.ts';

const valid = { name: 'Siti', email: 'siti@example.com', phone: '', subject: 'Order', description: 'Where is my order?' };

describe('help-center cases', () => {
  it('a case with a description and an e-mail or a phone is fine', () => {
    expect(caseProblems(valid)).toEqual({});
    expect(caseProblems({ ...valid, email: '', phone: '+62 812-3456-7890' })).toEqual({});
    expect(caseProblems({ ...valid, name: '', subject: '' })).toEqual({});
  });

  it('needs a description and a way to answer', () => {
    expect(caseProblems({ name: '', email: '', phone: '', subject: '', description: '' })).toEqual({
      description: CASE_MESSAGES.description,
      email: CASE_MESSAGES.contact,
    });
    expect(caseProblems({ ...valid, description: '  \n ' })).toEqual({ description: CASE_MESSAGES.description });
  });

  it('what is given must be well formed', () => {
    expect(caseProblems({ ...valid, email: 'not-an-email' })).toEqual({ email: CASE_MESSAGES.email });
    expect(caseProblems({ ...valid, email: 'a@b' })).toEqual({ email: CASE_MESSAGES.email });
    expect(caseProblems({ ...valid, phone: 'call me' })).toEqual({ phone: CASE_MESSAGES.phone });
    expect(isPhoneNumber('12345')).toBe(false);
    expect(isPhoneNumber('(021) 555-0100')).toBe(true);
    expect(isPhoneNumber('+62 812 3456 7890 1234')).toBe(false);
  });
});
