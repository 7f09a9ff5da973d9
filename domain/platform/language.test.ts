import { describe, expect, it } from 'vitest';
import { languageCookie, languageInCookies } from './language.ts';

describe('the lang cookie', () => {
  it('is found among other cookies, only under its own name and only with a language we speak', () => {
    expect(languageInCookies('theme=dark; lang=en; cart=1')).toBe('en');
    expect(languageInCookies('lang=id')).toBe('id');
    expect(languageInCookies('xlang=en')).toBeUndefined();
    expect(languageInCookies('lang=fr')).toBeUndefined();
    expect(languageInCookies(undefined)).toBeUndefined();
  });

  it('is written to last a year on every path', () => {
    expect(languageCookie('en')).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageInCookies(languageCookie('id'))).toBe('id');
  });
});
