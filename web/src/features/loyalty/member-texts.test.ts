import { describe, expect, it } from 'vitest';
import {
  capText,
  expiringPointsText,
  historyRowLabel,
  isGain,
  missingPoints,
  missingPointsText,
  nextLevelLine,
  redeemQuestion,
  pointsChangeText,
  rewardCapText,
  rewardPointsBalance,
  tierBenefits,
  validUntilText,
} from './member-texts.ts';

// Intl puts a no-break space after 'Rp'.
const nbsp = (text: string) => text.replace('Rp ', 'Rp\u00a0');

describe('member texts (loyalty-pos.md §2)', () => {
  it("adds 'Transaksi {amount} untuk naik level' only when an amount is left", () => {
    expect(nextLevelLine(9_250_000, 'Co-Pilot')).toBe(nbsp('Transaksi Rp 9.250.000 untuk naik level'));
    expect(nextLevelLine(0, 'Co-Pilot')).toBeNull();
  });

  it('never tells the top tier to "naik level"', () => {
    expect(nextLevelLine(1_000_000, null)).toBe('Kamu sudah di level tertinggi. Terima kasih!');
  });

  it("asks before 'Tukar Poin' with the points, and says how many points a reward still needs", () => {
    expect(redeemQuestion({ Name: 'Voucher Belanja Rp 10.000', Points__c: 2_000 })).toBe('Tukar 2.000 poin dengan Voucher Belanja Rp 10.000?');
    expect(missingPoints({ Points__c: 7_500 }, 2_775)).toBe(4_725);
    expect(missingPoints({ Points__c: 2_000 }, 2_000)).toBeNull();
    expect(missingPointsText(4_725)).toBe('Kurang 4.725 poin');
  });

  it("shows the 'Reward Points' balance, not Tier Points", () => {
    const currencies = [
      { loyaltyMemberCurrencyName: 'Tier Points', pointsBalance: 750_000 },
      { loyaltyMemberCurrencyName: 'Reward Points', pointsBalance: 9_120 },
    ];
    expect(rewardPointsBalance(currencies)).toBe(9_120);
    expect(rewardPointsBalance([])).toBe(0);
  });

  it('writes the caps of discount vouchers as the spec does, nothing for fixed values', () => {
    expect(capText({ type: 'DiscountPercentage', discountPercent: 10 })).toBe('10% up to Rp25.000');
    expect(rewardCapText({ VoucherType__c: 'DiscountPercentage', DiscountPercent__c: 20 })).toBe('20% up to Rp50.000');
    expect(capText({ type: 'DiscountPercentage', discountPercent: 30 })).toBeNull();
    expect(capText({ type: 'FixedValue', discountPercent: null })).toBeNull();
  });

  it('dates vouchers and expiring points in Indonesian', () => {
    expect(validUntilText('2026-12-31')).toBe('Berlaku hingga 31 Desember 2026');
    expect(expiringPointsText({ points: 1_500, date: '2027-03-01' })).toBe('1.500 poin akan hangus pada 1 Maret 2027');
  });

  it('signs the points change and colours 0 as a gain', () => {
    expect(pointsChangeText(1_250)).toBe('+1.250');
    expect(pointsChangeText(-2_000)).toBe('-2.000');
    expect(pointsChangeText(0)).toBe('0');
    expect([isGain(0), isGain(5), isGain(-1)]).toEqual([true, true, false]);
  });

  // The programme's rate as seeded (GET /api/loyalty/earning-rates on a fresh database).
  const seeded = { rupiahPerPoint: 1_000, tiers: [{ name: 'Crew', multiplier: 1 }, { name: 'Co-Pilot', multiplier: 1.25 }, { name: 'Pilot', multiplier: 1.5 }] };

  it('lists three benefits with the tier rate and the 5.000-point birthday bonus', () => {
    const pilot = tierBenefits('Pilot', seeded);
    expect(pilot.map((b) => b.title)).toEqual(['Poin Belanja', 'Promo Partner', 'Bonus Ulang Tahun']);
    expect(pilot[0]?.text).toBe(nbsp('1,5 poin untuk setiap Rp 1.000 belanja di Grand Lucky dan Erafone.'));
    expect(tierBenefits('Crew', seeded)[0]?.text).toMatch(/^1 poin untuk setiap/);
    expect(pilot[2]?.text).toBe('5.000 poin di hari ulang tahunmu.');
  });

  it('says the rate the back office set', () => {
    const changed = { rupiahPerPoint: 2_500, tiers: [{ name: 'Crew', multiplier: 1.1 }, { name: 'Co-Pilot', multiplier: 1.33 }] };
    expect(tierBenefits('Co-Pilot', changed)[0]?.text).toBe(nbsp('1,33 poin untuk setiap Rp 2.500 belanja di Grand Lucky dan Erafone.'));
    // A tier the rate does not name earns the base rate, as the engine does.
    expect(tierBenefits('Pilot', changed)[0]?.text).toBe(nbsp('1 poin untuk setiap Rp 2.500 belanja di Grand Lucky dan Erafone.'));
  });
});

describe('historyRowLabel', () => {
  it('names the two sides of a return and keeps every other row as the ledger names it', () => {
    expect(historyRowLabel('Accrual Cancellation')).toBe('Retur: poin belanja dibatalkan');
    expect(historyRowLabel('Redemption Cancellation')).toBe('Retur: poin dikembalikan');
    expect(historyRowLabel('Purchase')).toBe('Purchase');
  });
});
