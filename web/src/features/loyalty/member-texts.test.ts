import { describe, expect, it } from 'vitest';
import { translate } from '#domain/texts/catalogues.ts';
import {
  birthdayBonusLine,
  capText,
  expiringPointsText,
  historyBusinessName,
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
  tierChangeLine,
  validUntilText,
} from './member-texts.ts';

// Intl puts a no-break space after 'Rp'.
const nbsp = (text: string) => text.replace('Rp ', 'Rp\u00a0');
const id = translate('id');
const en = translate('en');

describe('member texts (loyalty-pos.md §2)', () => {
  it("adds 'Transaksi {amount} untuk naik level' only when an amount is left", () => {
    expect(nextLevelLine(id, 9_250_000, 'Co-Pilot')).toBe(nbsp('Transaksi Rp 9.250.000 untuk naik level'));
    expect(nextLevelLine(en, 9_250_000, 'Co-Pilot')).toBe(nbsp('Spend Rp 9.250.000 more to level up'));
    expect(nextLevelLine(id, 0, 'Co-Pilot')).toBeNull();
  });

  it('never tells the top tier to "naik level"', () => {
    expect(nextLevelLine(id, 1_000_000, null)).toBe(id('loyalty.dashboard.topTier'));
  });

  it("asks before 'Tukar Poin' with the points, and says how many points a reward still needs", () => {
    expect(redeemQuestion(id, { Name: 'Voucher Belanja Rp 10.000', Points__c: 2_000 })).toBe('Tukar 2.000 poin dengan Voucher Belanja Rp 10.000?');
    expect(redeemQuestion(en, { Name: 'Voucher Belanja Rp 10.000', Points__c: 2_000 })).toBe('Redeem 2,000 points for Voucher Belanja Rp 10.000?');
    expect(missingPoints({ Points__c: 7_500 }, 2_775)).toBe(4_725);
    expect(missingPoints({ Points__c: 2_000 }, 2_000)).toBeNull();
    expect(missingPointsText(id, 4_725)).toBe('Kurang 4.725 poin');
    expect(missingPointsText(en, 4_725)).toBe('4,725 more points needed');
    expect(missingPointsText(en, 1)).toBe('1 more point needed');
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
    expect(capText(en, { type: 'DiscountPercentage', discountPercent: 10 })).toBe('10% up to Rp25.000');
    expect(capText(id, { type: 'DiscountPercentage', discountPercent: 10 })).toBe('10% maks. Rp25.000');
    expect(rewardCapText(en, { VoucherType__c: 'DiscountPercentage', DiscountPercent__c: 20 })).toBe('20% up to Rp50.000');
    expect(capText(en, { type: 'DiscountPercentage', discountPercent: 10, maxDiscount: 10_000 })).toBe('10% up to Rp10.000');
    expect(capText(en, { type: 'DiscountPercentage', discountPercent: 10, maxDiscount: null })).toBeNull();
    expect(capText(en, { type: 'DiscountPercentage', discountPercent: 30 })).toBeNull();
    expect(capText(en, { type: 'FixedValue', discountPercent: null })).toBeNull();
  });

  it('dates vouchers and expiring points in the screen’s language', () => {
    expect(validUntilText(id, '2026-12-31')).toBe('Berlaku hingga 31 Desember 2026');
    expect(validUntilText(en, '2026-12-31')).toBe('Valid until 31 December 2026');
    expect(expiringPointsText(id, { points: 1_500, date: '2027-03-01' })).toBe('1.500 poin akan hangus pada 1 Maret 2027');
    expect(expiringPointsText(en, { points: 1_500, date: '2027-03-01' })).toBe('1,500 points expire on 1 March 2027');
  });

  it('signs the points change and colours 0 as a gain', () => {
    expect(pointsChangeText(id, 1_250)).toBe('+1.250');
    expect(pointsChangeText(id, -2_000)).toBe('-2.000');
    expect(pointsChangeText(en, 1_250)).toBe('+1,250');
    expect(pointsChangeText(id, 0)).toBe('0');
    expect([isGain(0), isGain(5), isGain(-1)]).toEqual([true, true, false]);
  });

  // The programme's rate as seeded (GET /api/loyalty/earning-rates on a fresh database).
  const seeded = {
    rupiahPerPoint: 1_000,
    birthdayBonusPoints: 5_000,
    tiers: [
      { name: 'Crew', multiplier: 1 },
      { name: 'Co-Pilot', multiplier: 1.25 },
      { name: 'Pilot', multiplier: 1.5 },
    ],
  };

  it('lists three benefits with the tier rate and the 5.000-point birthday bonus', () => {
    const pilot = tierBenefits(id, 'Pilot', seeded);
    expect(pilot.map((b) => b.title)).toEqual(['Poin Belanja', 'Promo Partner', 'Bonus Ulang Tahun']);
    expect(pilot[0]?.text).toBe(nbsp('1,5 poin untuk setiap Rp 1.000 belanja di Grand Lucky dan Erafone.'));
    expect(tierBenefits(id, 'Crew', seeded)[0]?.text).toMatch(/^1 poin untuk setiap/);
    expect(pilot[2]?.text).toBe('5.000 poin di hari ulang tahun Anda.');
    const inEnglish = tierBenefits(en, 'Pilot', seeded);
    expect(inEnglish[0]?.text).toBe(nbsp('1.5 points for every Rp 1.000 spent at Grand Lucky and Erafone.'));
    expect(tierBenefits(en, 'Crew', seeded)[0]?.text).toMatch(/^1 point for every/);
    expect(inEnglish[2]?.text).toBe('5,000 points on your birthday.');
  });

  it('says the rate the back office set', () => {
    const changed = { rupiahPerPoint: 2_500, birthdayBonusPoints: 7_500, tiers: [{ name: 'Crew', multiplier: 1.1 }, { name: 'Co-Pilot', multiplier: 1.33 }] };
    expect(tierBenefits(id, 'Co-Pilot', changed)[0]?.text).toBe(nbsp('1,33 poin untuk setiap Rp 2.500 belanja di Grand Lucky dan Erafone.'));
    // A tier the rate does not name earns the base rate, as the engine does.
    expect(tierBenefits(id, 'Pilot', changed)[0]?.text).toBe(nbsp('1 poin untuk setiap Rp 2.500 belanja di Grand Lucky dan Erafone.'));
    expect(tierBenefits(id, 'Pilot', changed)[2]?.text).toBe('7.500 poin di hari ulang tahun Anda.');
    // No birthday bonus: no promise of one.
    expect(tierBenefits(id, 'Pilot', { ...changed, birthdayBonusPoints: 0 }).map((b) => b.title)).toEqual(['Poin Belanja', 'Promo Partner']);
  });
});

describe('tier change and birthday lines (decision 031)', () => {
  const tier = (tierChangeReason: string | null) => ({
    loyaltyMemberTierId: 't',
    loyaltyMemberTierName: 'Co-Pilot',
    tierSequenceNumber: 2,
    tierEffectiveDate: '2027-03-03',
    tierExpirationDate: null,
    tierChangeReason,
  });

  it('says naik level / turun level with the day, and nothing for a tier held since enrolment', () => {
    expect(tierChangeLine(id, tier('Upgrade'))).toBe('Naik level ke Co-Pilot pada 3 Maret 2027');
    expect(tierChangeLine(id, tier('Downgrade'))).toBe('Turun level ke Co-Pilot pada 3 Maret 2027');
    expect(tierChangeLine(en, tier('Downgrade'))).toBe('Moved down to Co-Pilot on 3 March 2027');
    expect(tierChangeLine(id, tier('Enrollment'))).toBeNull();
    expect(tierChangeLine(id, undefined)).toBeNull();
  });

  it('says the birthday bonus paid, coming, or why it does not come this year', () => {
    expect(birthdayBonusLine(id, { status: 'Paid', day: '2027-03-14', points: 5_000 })).toBe('Bonus ulang tahun 5.000 poin sudah masuk pada 14 Maret 2027. Selamat ulang tahun!');
    expect(birthdayBonusLine(en, { status: 'Upcoming', day: '2027-03-14', points: 5_000 })).toBe('Your birthday bonus of 5,000 points arrives on 14 March 2027.');
    expect(birthdayBonusLine(id, { status: 'SetTooRecently', day: '2027-03-14', nextDay: '2028-03-14', points: 5_000 })).toBe(
      'Tanggal lahir Anda dicatat kurang dari 30 hari sebelum ulang tahun Anda (14 Maret 2027), jadi bonus ulang tahun tahun ini tidak diberikan. Bonus berikutnya pada 14 Maret 2028.',
    );
    expect(birthdayBonusLine(id, null)).toBeNull();
  });
});

describe('historyBusinessName', () => {
  it('names the online shop in the screen language and a store as its receipts do', () => {
    expect(historyBusinessName(id, 'Online')).toBe('Toko online');
    expect(historyBusinessName(en, 'Online')).toBe('Online shop');
    expect(historyBusinessName(id, 'Erafone Mega Kuningan')).toBe('Erafone Mega Kuningan');
    expect(historyBusinessName(en, '')).toBe('');
  });
});

describe('historyRowLabel', () => {
  it('names the two sides of a return and the known journals, and keeps any other row as the ledger names it', () => {
    expect(historyRowLabel(id, 'Accrual Cancellation')).toBe('Retur: poin belanja dibatalkan');
    expect(historyRowLabel(id, 'Redemption Cancellation')).toBe('Retur: poin dikembalikan');
    expect(historyRowLabel(id, 'Purchase')).toBe('Belanja');
    expect(historyRowLabel(en, 'Purchase')).toBe('Purchase');
    expect(historyRowLabel(en, 'Redeem Reward')).toBe('Redeem Reward');
    expect(historyRowLabel(id, 'Manual Points Adjustment')).toBe('Penyesuaian Poin');
    expect(historyRowLabel(id, 'Some New Journal')).toBe('Some New Journal');
  });
});
