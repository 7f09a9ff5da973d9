import { describe, expect, it } from 'vitest';
import { mailboxOf, referralCodeOf } from './referrals.ts';

describe('referral rules (decision 033)', () => {
  it('reads a code as typed or linked, and refuses what cannot be one', () => {
    expect(referralCodeOf(' k7m2pq9x ')).toBe('K7M2PQ9X');
    expect(referralCodeOf('K7M2PQ9')).toBeNull(); // too short
    expect(referralCodeOf('K7M2PQ0X')).toBeNull(); // 0 is not in the alphabet (O/0 look alike)
    expect(referralCodeOf(undefined)).toBeNull();
  });

  it('one mailbox however the address is spelled: case, +tags, and Gmail dots', () => {
    expect(mailboxOf('Budi.Santoso+promo@Gmail.com')).toBe('budisantoso@gmail.com');
    expect(mailboxOf('budi.santoso+2@example.com')).toBe('budi.santoso@example.com');
    expect(mailboxOf('sinta@googlemail.com')).toBe('sinta@googlemail.com');
  });
});
