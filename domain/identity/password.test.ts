import { describe, it, expect } from 'vitest';
import { translate } from '../texts/catalogues.ts';
import {
  MIN_PASSWORD_LENGTH,
  passwordRequirements,
  passwordWeaknesses,
  isSocialAccount,
  passwordStrengthErrors,
  passwordValidationMessage,
  socialProviderOf,
  validatePasswordChange,
  validateProfileUpdate,
} from './password.ts';

/** The identity catalogue's words (the screens word the rules from it, decision 029). */
describe('passwordWeaknesses', () => {
  it('names each broken rule, worded in either language from the catalogue', () => {
    expect(passwordWeaknesses('abcdefgh')).toEqual(['noUppercase', 'noNumber', 'noSpecial']);
    const words = (language: 'id' | 'en') => passwordWeaknesses('abcdefgh').map((rule) => translate(language)(`identity.password.rule.${rule}`, { min: MIN_PASSWORD_LENGTH }));
    expect(words('en')).toEqual(passwordStrengthErrors('abcdefgh'));
    expect(words('id')).toEqual([
      'Kata sandi harus berisi minimal satu huruf besar',
      'Kata sandi harus berisi minimal satu angka',
      'Kata sandi harus berisi minimal satu karakter khusus',
    ]);
  });
});

describe('passwordStrengthErrors', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordStrengthErrors('Lumbung#2026')).toEqual([]);
    expect(passwordStrengthErrors('aB3!efgh')).toEqual([]);
  });

  it('lists every broken rule, in the spec order', () => {
    expect(passwordStrengthErrors('')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
  });

  it('reports each rule on its own', () => {
    expect(passwordStrengthErrors('aB3!efg')).toEqual(['Password must be at least 8 characters long']);
    expect(passwordStrengthErrors('AB3!EFGH')).toEqual(['Password must contain at least one lowercase letter']);
    expect(passwordStrengthErrors('ab3!efgh')).toEqual(['Password must contain at least one uppercase letter']);
    expect(passwordStrengthErrors('aBc!efgh')).toEqual(['Password must contain at least one number']);
    expect(passwordStrengthErrors('aB3defgh')).toEqual(['Password must contain at least one special character']);
  });

  it('counts ASCII punctuation and space as special characters', () => {
    for (const special of ['!', '@', '#', '-', '_', '[', ']', '\\', '~', '`', ' ', '"', "'"]) {
      expect(passwordStrengthErrors(`aB3defgh${special}`), special).toEqual([]);
    }
    expect(passwordStrengthErrors('aB3defghé')).toEqual(['Password must contain at least one special character']);
  });
});

describe('passwordValidationMessage', () => {
  it("prefixes the list with 'Password validation failed: '", () => {
    expect(passwordValidationMessage(passwordStrengthErrors('abcdefgh'))).toBe(
      'Password validation failed: Password must contain at least one uppercase letter, ' +
        'Password must contain at least one number, Password must contain at least one special character',
    );
  });
});

describe('validatePasswordChange', () => {
  const valid = { currentPassword: 'old-Secret1', newPassword: 'New#Secret2', confirmPassword: 'New#Secret2' };

  it('accepts a complete, matching, long enough change', () => {
    expect(validatePasswordChange(valid)).toBeNull();
  });

  it('requires all three fields first', () => {
    expect(validatePasswordChange({ ...valid, currentPassword: '' })).toBe('All password fields are required');
    expect(validatePasswordChange({ ...valid, newPassword: '' })).toBe('All password fields are required');
    expect(validatePasswordChange({ ...valid, confirmPassword: '' })).toBe('All password fields are required');
  });

  it('then requires the confirmation to match', () => {
    expect(validatePasswordChange({ ...valid, confirmPassword: 'New#Secret3' })).toBe('New passwords do not match');
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'short', confirmPassword: 'other' })).toBe(
      'New passwords do not match',
    );
  });

  it('then requires at least 8 characters', () => {
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'Ab1!xyz', confirmPassword: 'Ab1!xyz' })).toBe(
      'New password must be at least 8 characters long',
    );
    expect(
      validatePasswordChange({ currentPassword: 'x', newPassword: 'Ab1!wxyz', confirmPassword: 'Ab1!wxyz' }),
    ).toBeNull();
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
    expect(validateProfileUpdate({ name: '   ', nickname: 'budi' })).toEqual({ ok: false, message: 'Name is required' });
    expect(validateProfileUpdate({ name: '', nickname: '' })).toEqual({ ok: false, message: 'Name is required' });
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
    const en = translate('en');
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
