import { describe, expect, it } from 'vitest';
import { linkifyParts } from './email-log.ts';

describe('e-mail text with links', () => {
  it('turns http(s) addresses into link parts and leaves the rest as text', () => {
    expect(linkifyParts('Open https://shop.test/login?ticket=a1&x=2 to sign in.')).toEqual([
      { text: 'Open ' },
      { url: 'https://shop.test/login?ticket=a1&x=2' },
      { text: ' to sign in.' },
    ]);
  });

  it("keeps a sentence's closing punctuation out of the address", () => {
    expect(linkifyParts('Track it (http://localhost:3000/track-order?number=SO-1).')).toEqual([
      { text: 'Track it (' },
      { url: 'http://localhost:3000/track-order?number=SO-1' },
      { text: ').' },
    ]);
  });

  it('links nothing that is not a web address, markup included', () => {
    expect(linkifyParts('Your code is 123456. <a href="javascript:alert(1)">x</a> javascript:alert(1)')).toEqual([
      { text: 'Your code is 123456. <a href="javascript:alert(1)">x</a> javascript:alert(1)' },
    ]);
    expect(linkifyParts('')).toEqual([]);
  });
});
