import { describe, it, expect } from 'vitest';
import { translate } from '../texts/catalogues.ts';
import {
  MIN_PASSWORD_LENGTH,
  passwordRequirements,
  passwordWeaknesses,
  isSocialAccount,
  passwordProblem,
  socialProviderOf,
  validatePasswordChange,
  validateProfileUpdate,
} from './password.ts';

/** The identity catalogue's words (the screens and the server word the rules from it, decision 029). */
const en = translate('en');
const id = translate('id');
const wordedIn = (t: typeof en) => (text: { key: Parameters<typeof en>[0]; values?: Parameters<typeof en>[1] } | null) => (text ? t(text.key, text.values) : null);
const english = wordedIn(en);
/** The broken rules' English words, as the spec writes them, or [] for a strong password. */
const brokenRules = (password: string) => passwordWeaknesses(password).map((rule) => en(`identity.password.rule.${rule}`, { min: MIN_PASSWORD_LENGTH }));

describe('passwordWeaknesses', () => {
  it('names each broken rule, worded in either language from the catalogue', () => {
    expect(passwordWeaknesses('abcdefgh')).toEqual(['noUppercase', 'noNumber', 'noSpecial']);
    const words = (language: 'id' | 'en') => passwordWeaknesses('abcdefgh').map((rule) => translate(language)(`identity.password.rule.${rule}`, { min: MIN_PASSWORD_LENGTH }));
    expect(words('id')).toEqual([
      'Kata sandi harus berisi minimal satu huruf besar',
      'Kata sandi harus berisi minimal satu angka',
      'Kata sandi harus berisi minimal satu karakter khusus',
    ]);
  });
});

describe('the strength rules, in the spec’s words', () => {
  it('accepts a password meeting every rule', () => {
    expect(brokenRules('Lumbung#2026')).toEqual([]);
    expect(brokenRules('aB3!efgh')).toEqual([]);
  });

  it('lists every broken rule, in the spec order', () => {
    expect(brokenRules('')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
  });

  it('reports each rule on its own', () => {
    expect(brokenRules('aB3!efg')).toEqual(['Password must be at least 8 characters long']);
    expect(brokenRules('AB3!EFGH')).toEqual(['Password must contain at least one lowercase letter']);
    expect(brokenRules('ab3!efgh')).toEqual(['Password must contain at least one uppercase letter']);
    expect(brokenRules('aBc!efgh')).toEqual(['Password must contain at least one number']);
    expect(brokenRules('aB3defgh')).toEqual(['Password must contain at least one special character']);
  });

  it('counts ASCII punctuation and space as special characters', () => {
    for (const special of ['!', '@', '#', '-', '_', '[', ']', '\\', '~', '`', ' ', '"', "'"]) {
      expect(brokenRules(`aB3defgh${special}`), special).toEqual([]);
    }
    expect(brokenRules('aB3defghé')).toEqual(['Password must contain at least one special character']);
  });
});

describe('passwordProblem', () => {
  it("prefixes the list with 'Password validation failed: ', in the reader's language", () => {
    expect(english(passwordProblem('abcdefgh'))).toBe(
      'Password validation failed: Password must contain at least one uppercase letter, ' +
        'Password must contain at least one number, Password must contain at least one special character',
    );
    expect(wordedIn(id)(passwordProblem('abcdefgh'))).toBe(
      'Kata sandi tidak valid: Kata sandi harus berisi minimal satu huruf besar, Kata sandi harus berisi minimal satu angka, ' +
        'Kata sandi harus berisi minimal satu karakter khusus',
    );
    expect(passwordProblem('Lumbung#2026')).toBeNull();
  });
});

describe('validatePasswordChange', () => {
  const valid = { currentPassword: 'old-Secret1', newPassword: 'New#Secret2', confirmPassword: 'New#Secret2' };

  it('accepts a complete, matching, long enough change', () => {
    expect(validatePasswordChange(valid)).toBeNull();
  });

  it('requires all three fields first', () => {
    expect(english(validatePasswordChange({ ...valid, currentPassword: '' }))).toBe('All password fields are required');
    expect(english(validatePasswordChange({ ...valid, newPassword: '' }))).toBe('All password fields are required');
    expect(english(validatePasswordChange({ ...valid, confirmPassword: '' }))).toBe('All password fields are required');
  });

  it('then requires the confirmation to match', () => {
    expect(english(validatePasswordChange({ ...valid, confirmPassword: 'New#Secret3' }))).toBe('New passwords do not match');
    expect(english(validatePasswordChange({ currentPassword: 'x', newPassword: 'short', confirmPassword: 'other' }))).toBe(
      'New passwords do not match',
    );
  });

  it('then requires at least 8 characters', () => {
    expect(english(validatePasswordChange({ currentPassword: 'x', newPassword: 'Ab1!xyz', confirmPassword: 'Ab1!xyz' }))).toBe(
      'New password must be at least 8 characters long',
    );
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'Ab1!wxyz', confirmPassword: 'Ab1!wxyz' })).toBeNull();
  });
});

describe('validateProfileUpdate', () => {
  it('trims the name and nickname', () => {
    expect(validateProfileUpdate({ name: '  Siti Rahayu ', nickname: ' siti ' })).toEqual({
      ok: true,
      name: 'Siti Rahayu',
      nickname: 'siti',
    });
    expect(validateProfileUpdate({ name: 'Budi' })).toEqual({ ok: true, name: 'Budi', nickname: '' });
  });

  it('requires a name', () => {
    for (const name of ['   ', '']) {
      const checked = validateProfileUpdate({ name, nickname: 'budi' });
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect([english(checked.message), wordedIn(id)(checked.message)]).toEqual(['Name is required', 'Nama wajib diisi']);
    }
  });
});

describe('social accounts', () => {
  it('recognises the provider from the user id', () => {
    expect(socialProviderOf('google-oauth2|104563112233')).toBe('google');
    expect(socialProviderOf('facebook|10223344')).toBe('facebook');
    expect(socialProviderOf('twitter|998877')).toBe('twitter');
    expect(socialProviderOf('linkedin|AbC123')).toBe('linkedin');
    expect(socialProviderOf('Google-OAuth2|1')).toBe('google');
    expect(isSocialAccount('google-oauth2|104563112233')).toBe(true);
  });

  it('treats database accounts as not social', () => {
    expect(socialProviderOf('auth0|65f1c0ffee')).toBeNull();
    expect(socialProviderOf('auth0|googleplex-fan')).toBeNull();
    expect(isSocialAccount('auth0|65f1c0ffee')).toBe(false);
    expect(isSocialAccount('')).toBe(false);
  });
});

describe('passwordRequirements', () => {
  it('lists each strength rule with whether the password meets it', () => {
    expect(passwordRequirements('abcD1')).toEqual([
      { rule: 'tooShort', met: false },
      { rule: 'noLowercase', met: true },
      { rule: 'noUppercase', met: true },
      { rule: 'noNumber', met: true },
      { rule: 'noSpecial', met: false },
    ]);
    expect(passwordRequirements('abcD1').map(({ rule }) => en(`identity.password.requirement.${rule}`, { min: MIN_PASSWORD_LENGTH }))).toEqual([
      'At least 8 characters',
      'One lowercase letter',
      'One uppercase letter',
      'One number',
      'One special character',
    ]);
    expect(translate('id')('identity.password.requirement.tooShort', { min: MIN_PASSWORD_LENGTH })).toBe('Minimal 8 karakter');
    expect(passwordRequirements('Kopi-Susu-42').every((r) => r.met)).toBe(true);
  });
});
