import { describe, expect, it } from 'vitest';
import {
  confirmationProblem,
  crockfordBase32,
  maySendOtp,
  memberCodeExpired,
  memberCodeText,
  normaliseOtp,
  otpProblem,
  otpTriesLeft,
  parseMemberCode,
  saleNeedsMemberConfirmation,
  type ConfirmationFacts,
} from './member-confirmation.ts';

const at = (iso: string) => new Date(iso);

describe('which sales need the member to confirm', () => {
  it('asks for it when points are redeemed or a voucher is used, never for earning alone', () => {
    expect(saleNeedsMemberConfirmation({ pointsRedemption: { points: 5_000 } })).toBe(true);
    expect(saleNeedsMemberConfirmation({ discount_codes: [{ code: 'VCH-1' }] })).toBe(true);
    expect(saleNeedsMemberConfirmation({ pointsRedemption: { points: 0 } })).toBe(false);
    expect(saleNeedsMemberConfirmation({ pointsRedemption: null, discount_codes: [] })).toBe(false);
    expect(saleNeedsMemberConfirmation({})).toBe(false);
  });
});

describe('the member code', () => {
  it('is written as LB-{number}-{expiry in base 36}-{signature} and read back, whatever the case', () => {
    const text = memberCodeText('1001', 1_795_000_000, '7DMNQ2RTH8');
    expect(text).toBe('LB-1001-TOP2V4-7DMNQ2RTH8');
    expect(parseMemberCode(text)).toEqual({ membershipNumber: '1001', expiresAtSeconds: 1_795_000_000, signature: '7DMNQ2RTH8' });
    expect(parseMemberCode('  lb-1001-top2v4-7dmnq2rth8\n')).toEqual({ membershipNumber: '1001', expiresAtSeconds: 1_795_000_000, signature: '7DMNQ2RTH8' });
  });

  it('keeps a membership number with dashes, and reads O, I and L in the signature as 0, 1 and 1', () => {
    expect(parseMemberCode('LB-M-1001-TOP2V4-7DOIQ2RTL8')).toEqual({ membershipNumber: 'M-1001', expiresAtSeconds: 1_795_000_000, signature: '7D01Q2RT18' });
  });

  it('is not a membership number, a URL or a code with a short signature', () => {
    expect(parseMemberCode('1001')).toBeNull();
    expect(parseMemberCode('http://localhost:3000/loyalty?number=1001')).toBeNull();
    expect(parseMemberCode('LB-1001-TOP2V4-7DMNQ2')).toBeNull();
  });

  it('expires at its second', () => {
    expect(memberCodeExpired({ expiresAtSeconds: 1_795_000_000 }, new Date(1_794_999_999_000))).toBe(false);
    expect(memberCodeExpired({ expiresAtSeconds: 1_795_000_000 }, new Date(1_795_000_000_000))).toBe(true);
  });

  it("signs with the first characters of Crockford's base32", () => {
    expect(crockfordBase32(new Uint8Array([0xff, 0x00, 0xaa, 0x55, 0x12, 0x34, 0x56]), 10)).toBe('ZW0AMN8J6H');
  });
});

describe('the one-time code', () => {
  it('is six digits, as typed with spaces or a dash', () => {
    expect(normaliseOtp('123 456')).toBe('123456');
    expect(normaliseOtp('123-456')).toBe('123456');
    expect(normaliseOtp('12345')).toBeNull();
    expect(normaliseOtp('12345a')).toBeNull();
  });

  it('locks after five wrong codes and expires after its five minutes', () => {
    const sent = { expiresAt: at('2026-11-27T10:05:00Z'), wrongAttempts: 0, confirmedAt: null };
    expect(otpProblem(sent, at('2026-11-27T10:04:59Z'))).toBeNull();
    expect(otpProblem(sent, at('2026-11-27T10:05:00Z'))).toBe('expired');
    expect(otpProblem({ ...sent, wrongAttempts: 4 }, at('2026-11-27T10:01:00Z'))).toBeNull();
    expect(otpProblem({ ...sent, wrongAttempts: 5 }, at('2026-11-27T10:01:00Z'))).toBe('locked');
    expect(otpTriesLeft(0)).toBe(5);
    expect(otpTriesLeft(4)).toBe(1);
    expect(otpTriesLeft(7)).toBe(0);
  });

  it('goes out at most three times to one member in fifteen minutes', () => {
    const now = at('2026-11-27T10:20:00Z');
    expect(maySendOtp([at('2026-11-27T10:06:00Z'), at('2026-11-27T10:10:00Z')], now)).toBe(true);
    expect(maySendOtp([at('2026-11-27T10:06:00Z'), at('2026-11-27T10:10:00Z'), at('2026-11-27T10:19:00Z')], now)).toBe(false);
    // The first of these was sent more than fifteen minutes ago.
    expect(maySendOtp([at('2026-11-27T10:04:59Z'), at('2026-11-27T10:10:00Z'), at('2026-11-27T10:19:00Z')], now)).toBe(true);
  });
});

describe('spending a confirmation on a sale', () => {
  const confirmation: ConfirmationFacts = {
    membershipNumber: '1001',
    storeId: 'STORE-001',
    cashierId: 'kasir-1',
    confirmedAt: at('2026-11-27T10:00:00Z'),
    expiresAt: at('2026-11-27T10:15:00Z'),
    usedByTransaction: null,
  };
  const sale = { membershipNumber: '1001', storeId: 'STORE-001', cashierId: 'kasir-1', transactionNumber: 'POS-1', now: at('2026-11-27T10:10:00Z') };

  it("is allowed for the member's own sale at that store and till, within fifteen minutes", () => {
    expect(confirmationProblem(confirmation, sale)).toBeNull();
  });

  it('names what is wrong otherwise', () => {
    expect(confirmationProblem(null, sale)).toBe('missing');
    expect(confirmationProblem(confirmation, { ...sale, membershipNumber: '1002' })).toBe('otherMember');
    expect(confirmationProblem(confirmation, { ...sale, storeId: 'STORE-002' })).toBe('otherTill');
    expect(confirmationProblem(confirmation, { ...sale, cashierId: 'kasir-2' })).toBe('otherTill');
    expect(confirmationProblem({ ...confirmation, confirmedAt: null }, sale)).toBe('notConfirmed');
    expect(confirmationProblem(confirmation, { ...sale, now: at('2026-11-27T10:15:00Z') })).toBe('expired');
  });

  it('is spent by one sale: a retry of that sale passes, even late; another sale does not', () => {
    const spent = { ...confirmation, usedByTransaction: 'POS-1' };
    expect(confirmationProblem(spent, sale)).toBeNull();
    expect(confirmationProblem(spent, { ...sale, now: at('2026-11-27T11:00:00Z') })).toBeNull();
    expect(confirmationProblem(spent, { ...sale, transactionNumber: 'POS-2' })).toBe('used');
  });
});
