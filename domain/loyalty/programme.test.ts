import { describe, it, expect } from 'vitest';
import {
  BUSINESS_NAME_ATTRIBUTE,
  REDEEM_REWARD_SUBTYPE,
  REDEMPTION_JOURNAL_TYPE,
  REWARD_POINTS,
  TIER_NAMES,
  TIER_POINTS,
  amountToNextTier,
  formatJakartaDate,
  groupLedger,
  isLossPrize,
  isTierName,
  nextTierName,
  parseMemberCallError,
  pointsExpirationDay,
  tierUpgradeLadder,
  pickExpiringPoints,
  tierAfterAccrual,
  type ExpirablePointsEntry,
  type LedgerJournal,
} from './programme.ts';
import { voucherCapAmount } from './vouchers.ts';

describe('tier names', () => {
  it('recognises tier names exactly', () => {
    expect(isTierName('Co-Pilot')).toBe(true);
    expect(isTierName('co-pilot')).toBe(false);
    expect(isTierName('Gold')).toBe(false);
  });
});

describe('amountToNextTier', () => {
  it('is the tier threshold minus the Tier Points balance', () => {
    expect(amountToNextTier('Crew', 2_500_000)).toBe(7_500_000);
    expect(amountToNextTier('Crew', 0)).toBe(10_000_000);
    expect(amountToNextTier('Co-Pilot', 12_000_000)).toBe(8_000_000);
    expect(amountToNextTier('Pilot', 49_000_000)).toBe(1_000_000);
  });

  it('is never below 0', () => {
    expect(amountToNextTier('Crew', 12_000_000)).toBe(0);
    expect(amountToNextTier('Pilot', 60_000_000)).toBe(0);
  });

  it('is 0 for any other tier', () => {
    expect(amountToNextTier('Gold', 0)).toBe(0);
    expect(amountToNextTier('', 0)).toBe(0);
  });
});

describe('tierAfterAccrual', () => {
  it('upgrades when Tier Points reach the current threshold', () => {
    expect(tierAfterAccrual('Crew', 9_999_999)).toBe('Crew');
    expect(tierAfterAccrual('Crew', 10_000_000)).toBe('Co-Pilot');
    expect(tierAfterAccrual('Co-Pilot', 19_999_999)).toBe('Co-Pilot');
    expect(tierAfterAccrual('Co-Pilot', 20_000_000)).toBe('Pilot');
  });

  it('cascades through several tiers in one accrual', () => {
    expect(tierAfterAccrual('Crew', 20_000_000)).toBe('Pilot');
  });

  it('keeps Pilot at the top and never downgrades', () => {
    expect(tierAfterAccrual('Pilot', 100_000_000)).toBe('Pilot');
    expect(tierAfterAccrual('Pilot', 0)).toBe('Pilot');
    expect(tierAfterAccrual('Co-Pilot', 0)).toBe('Co-Pilot');
  });

  it('keeps an unknown tier as it is', () => {
    expect(tierAfterAccrual('Gold', 99_000_000)).toBe('Gold');
  });
});

describe('pickExpiringPoints', () => {
  // 21 November 2026, 17:00 in Jakarta.
  const now = new Date('2026-11-21T10:00:00Z');
  const entry = (ExpirationDate: string, ExpirationPoints: number, RedeemedPoints = 0): ExpirablePointsEntry => ({
    ExpirationDate,
    ExpirationPoints,
    RedeemedPoints,
  });

  it('shows the earliest future entry with points left, rounded down', () => {
    const january = entry('2027-01-15', 1_000.9, 100);
    const newYearsEve = entry('2026-12-31T16:00:00.000Z', 250.5); // Jakarta 31 Dec 23:00
    const march = entry('2027-03-01', 80);
    expect(pickExpiringPoints([january, newYearsEve, march], now)).toEqual({
      date: '2026-12-31T16:00:00.000Z',
      points: 250,
    });
    expect(pickExpiringPoints([march, january], now)).toEqual({ date: '2027-01-15', points: 900 });
  });

  it('skips entries in the past, due today, fully redeemed or with invalid dates', () => {
    const entries = [
      entry('2026-11-01', 500),
      entry('2026-11-21', 400),
      entry('2026-11-21T16:00:00Z', 400), // Jakarta 21 Nov 23:00: still today
      entry('2026-12-01', 300, 300),
      entry('2026-12-02', 300, 400),
      entry('not a date', 300),
    ];
    expect(pickExpiringPoints(entries, now)).toBeNull();
    expect(pickExpiringPoints([...entries, entry('2026-12-03', 0.5)], now)).toEqual({ date: '2026-12-03', points: 0 });
  });

  it('compares Jakarta calendar days, not UTC instants', () => {
    // 22 Nov 00:30 in Jakarta is already tomorrow although the UTC date is 21 Nov.
    expect(pickExpiringPoints([entry('2026-11-21T17:30:00Z', 10)], now)).toEqual({
      date: '2026-11-21T17:30:00Z',
      points: 10,
    });
    const justBeforeJakartaMidnight = new Date('2026-11-21T16:59:00Z');
    const jakartaMidnight = new Date('2026-11-21T17:00:00Z');
    expect(pickExpiringPoints([entry('2026-11-22', 10)], justBeforeJakartaMidnight)).toEqual({
      date: '2026-11-22',
      points: 10,
    });
    expect(pickExpiringPoints([entry('2026-11-22', 10)], jakartaMidnight)).toBeNull();
  });

  it('takes the first entry when two expire on the same day', () => {
    expect(pickExpiringPoints([entry('2027-01-15', 5), entry('2027-01-15', 7)], now)).toEqual({
      date: '2027-01-15',
      points: 5,
    });
  });

  it('gives null for no entries', () => {
    expect(pickExpiringPoints([], now)).toBeNull();
  });
});

describe('groupLedger', () => {
  const journal = (overrides: Partial<LedgerJournal>): LedgerJournal => ({
    activityDate: '2026-11-21T03:00:00.000Z',
    journalTypeName: 'Accrual',
    journalSubTypeName: null,
    externalTransactionNumber: null,
    transactionAmount: null,
    pointsChange: [],
    additionalTransactionJournalAttributes: [],
    ...overrides,
  });
  const points = (reward: number, tier = 0) => [
    { loyaltyMemberCurrency: REWARD_POINTS, changeInPoints: reward },
    { loyaltyMemberCurrency: TIER_POINTS, changeInPoints: tier },
  ];
  const business = (value: string | null) => [
    { fieldName: 'Store_Code__c', value: 'STORE-001' },
    { fieldName: BUSINESS_NAME_ATTRIBUTE, value },
  ];

  const journals: LedgerJournal[] = [
    // Jakarta 20 Nov 23:59
    journal({
      activityDate: '2026-11-20T16:59:00.000Z',
      transactionAmount: 100_000,
      pointsChange: points(100, 100_000),
      additionalTransactionJournalAttributes: business('Grand Lucky SCBD'),
    }),
    // Jakarta 21 Nov 00:00: same UTC day as above, but the next Jakarta day
    journal({
      activityDate: '2026-11-20T17:00:00.000Z',
      transactionAmount: 50_000,
      pointsChange: points(50, 50_000),
      additionalTransactionJournalAttributes: business(null),
    }),
    // Jakarta 21 Nov 17:00
    journal({
      activityDate: '2026-11-21T10:00:00.000Z',
      transactionAmount: 20_000,
      pointsChange: points(20, 20_000),
      additionalTransactionJournalAttributes: business('Grand Lucky Kemang'),
    }),
    journal({
      activityDate: '2026-11-21T03:00:00.000Z',
      journalTypeName: REDEMPTION_JOURNAL_TYPE,
      journalSubTypeName: REDEEM_REWARD_SUBTYPE,
      pointsChange: [{ loyaltyMemberCurrency: REWARD_POINTS, changeInPoints: -500 }],
    }),
    journal({
      activityDate: '2026-11-21T04:00:00.000Z',
      journalTypeName: REDEMPTION_JOURNAL_TYPE,
      journalSubTypeName: REDEEM_REWARD_SUBTYPE,
      pointsChange: [{ loyaltyMemberCurrency: REWARD_POINTS, changeInPoints: -250 }],
      additionalTransactionJournalAttributes: business('Lumbung Online'),
    }),
  ];

  it('groups by Jakarta day, type and business, sums Reward Points and amounts, newest first', () => {
    expect(groupLedger(journals)).toEqual([
      {
        key: '2026-11-21|Accrual|Grand Lucky Kemang',
        activityDate: '2026-11-21T10:00:00.000Z',
        typeName: 'Accrual',
        businessName: 'Grand Lucky Kemang',
        transactionAmount: 20_000,
        points: 20,
      },
      {
        key: '2026-11-21|Redeem Reward|Lumbung Online',
        activityDate: '2026-11-21T04:00:00.000Z',
        typeName: 'Redeem Reward',
        businessName: 'Lumbung Online',
        transactionAmount: 0,
        points: -250,
      },
      {
        key: '2026-11-21|Redeem Reward|',
        activityDate: '2026-11-21T03:00:00.000Z',
        typeName: 'Redeem Reward',
        businessName: '',
        transactionAmount: 0,
        points: -500,
      },
      {
        key: '2026-11-21|Accrual|',
        activityDate: '2026-11-20T17:00:00.000Z',
        typeName: 'Accrual',
        businessName: '',
        transactionAmount: 50_000,
        points: 50,
      },
      {
        key: '2026-11-20|Accrual|Grand Lucky SCBD',
        activityDate: '2026-11-20T16:59:00.000Z',
        typeName: 'Accrual',
        businessName: 'Grand Lucky SCBD',
        transactionAmount: 100_000,
        points: 100,
      },
    ]);
  });

  it('does not depend on the order of the journals', () => {
    expect(groupLedger([...journals].reverse()).map((row) => [row.key, row.points, row.activityDate])).toEqual([
      ['2026-11-21|Accrual|Grand Lucky Kemang', 20, '2026-11-21T10:00:00.000Z'],
      ['2026-11-21|Redeem Reward|Lumbung Online', -250, '2026-11-21T04:00:00.000Z'],
      ['2026-11-21|Redeem Reward|', -500, '2026-11-21T03:00:00.000Z'],
      ['2026-11-21|Accrual|', 50, '2026-11-20T17:00:00.000Z'],
      ['2026-11-20|Accrual|Grand Lucky SCBD', 100, '2026-11-20T16:59:00.000Z'],
    ]);
  });

  it('uses the sub-type when there is one and the type when it is empty', () => {
    const rows = groupLedger([
      journal({ journalTypeName: 'Accrual', journalSubTypeName: 'Birthday Bonus', pointsChange: points(5000) }),
      journal({ journalTypeName: 'Accrual', journalSubTypeName: '', pointsChange: points(10) }),
    ]);
    expect(rows.map((row) => [row.typeName, row.points])).toEqual([
      ['Birthday Bonus', 5000],
      ['Accrual', 10],
    ]);
  });

  it('keeps an online order and a same-day sale at a store apart, and sums two sales at one store', () => {
    const rows = groupLedger([
      journal({ activityDate: '2026-11-21T01:00:00Z', journalSubTypeName: 'Purchase', transactionAmount: 1_250_000, pointsChange: points(1_250), additionalTransactionJournalAttributes: business('Online') }),
      journal({ activityDate: '2026-11-21T02:00:00Z', journalSubTypeName: 'Purchase', transactionAmount: 20_852_390, pointsChange: points(20_852), additionalTransactionJournalAttributes: business('Erafone Mega Kuningan') }),
      journal({ activityDate: '2026-11-21T03:00:00Z', journalSubTypeName: 'Purchase', transactionAmount: 49_950, pointsChange: points(49), additionalTransactionJournalAttributes: business('Erafone Mega Kuningan') }),
    ]);
    expect(rows.map((row) => [row.typeName, row.businessName, row.transactionAmount, row.points])).toEqual([
      ['Purchase', 'Erafone Mega Kuningan', 20_902_340, 20_901],
      ['Purchase', 'Online', 1_250_000, 1_250],
    ]);
  });

  it('gives an empty business name when no journal carries one', () => {
    const [row] = groupLedger([journal({ pointsChange: points(10) })]);
    expect(row?.businessName).toBe('');
    expect(row?.transactionAmount).toBe(0);
  });

  it('gives no rows for no journals', () => {
    expect(groupLedger([])).toEqual([]);
  });
});

describe('formatJakartaDate', () => {
  it('formats in Indonesian, on the Jakarta calendar day', () => {
    // 18:30 UTC on 20 Nov is 01:30 on 21 Nov in Jakarta.
    expect(formatJakartaDate('2026-11-20T18:30:00Z')).toBe('21 November 2026');
    expect(formatJakartaDate('2026-11-20T16:59:59Z')).toBe('20 November 2026');
    expect(formatJakartaDate('2026-01-05T00:00:00+07:00')).toBe('5 Januari 2026');
  });

  it('keeps a date-only value on its own day', () => {
    expect(formatJakartaDate('2026-11-21')).toBe('21 November 2026');
    expect(formatJakartaDate('2027-08-17')).toBe('17 Agustus 2027');
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatJakartaDate('soon')).toBe('soon');
  });
});

describe('isLossPrize', () => {
  it("counts names containing 'zonk' or 'thank you' as a loss, ignoring case", () => {
    for (const name of ['Zonk', 'ZONK!', 'zonk 2', 'Thank You', 'thank you for playing', 'THANK YOU']) {
      expect(isLossPrize(name), name).toBe(true);
    }
  });

  it('counts every other prize as a win', () => {
    for (const name of ['Voucher Diskon 10%', 'Bonus 500 Poin', 'Thankyou', 'Zon k', '']) {
      expect(isLossPrize(name), name).toBe(false);
    }
  });
});

describe('parseMemberCallError', () => {
  it("returns the first item's message of the embedded JSON array", () => {
    expect(parseMemberCallError('[{"errorCode":"INVALID_INPUT","message":"Membership number already exists"}]')).toBe(
      'Membership number already exists',
    );
    expect(
      parseMemberCallError('Failed to create order [{"message":"Voucher already redeemed"},{"message":"second"}]'),
    ).toBe('Voucher already redeemed');
  });

  it("spans to the last ']' so brackets inside the message survive", () => {
    expect(parseMemberCallError('Error: [{"message":"Invalid item [GL-001]"}] (400)')).toBe('Invalid item [GL-001]');
  });

  it('falls back to the original text', () => {
    for (const text of [
      'Service unavailable',
      'Failed [not json]',
      '[]',
      '[{"code":1}]',
      '[{"message":42}]',
      '["plain"]',
      '] reversed [',
      '',
    ]) {
      expect(parseMemberCallError(text), text).toBe(text);
    }
  });
});

describe('voucherCapAmount', () => {
  it('caps 10%, 15% and 20% as the spec does', () => {
    expect(voucherCapAmount(10)).toBe(25_000);
    expect(voucherCapAmount(15)).toBe(35_000);
    expect(voucherCapAmount(20)).toBe(50_000);
  });

  it('is null for an uncapped percentage', () => {
    expect(voucherCapAmount(25)).toBeNull();
  });

  it("uses the voucher's own cap when its definition has one; null: none", () => {
    expect(voucherCapAmount(10, 10_000)).toBe(10_000);
    expect(voucherCapAmount(10, null)).toBeNull();
  });
});

describe('tierUpgradeLadder', () => {
  it('lists the tiers above, each with the Tier Points that reach it', () => {
    expect(tierUpgradeLadder('Crew')).toEqual([
      { tierName: 'Co-Pilot', tierPoints: 10_000_000 },
      { tierName: 'Pilot', tierPoints: 20_000_000 },
    ]);
    expect(tierUpgradeLadder('Co-Pilot')).toEqual([{ tierName: 'Pilot', tierPoints: 20_000_000 }]);
    expect(tierUpgradeLadder('Pilot')).toEqual([]);
  });

  it('agrees with tierAfterAccrual for every tier and balance', () => {
    const apply = (tier: (typeof TIER_NAMES)[number], balance: number) =>
      tierUpgradeLadder(tier).reduce<string>((reached, step) => (balance >= step.tierPoints ? step.tierName : reached), tier);
    for (const tier of TIER_NAMES) {
      for (const balance of [0, 9_999_999, 10_000_000, 15_000_000, 19_999_999, 20_000_000, 60_000_000]) {
        expect(apply(tier, balance), `${tier} at ${balance}`).toBe(tierAfterAccrual(tier, balance));
      }
    }
  });
});

describe('nextTierName', () => {
  it('names the next tier, null at the top or for an unknown tier', () => {
    expect([nextTierName('Crew'), nextTierName('Co-Pilot'), nextTierName('Pilot'), nextTierName('Gold')]).toEqual(['Co-Pilot', 'Pilot', null, null]);
  });
});

describe('pointsExpirationDay', () => {
  it('is 12 months after the day the points were earned, clamped to the month end', () => {
    expect(pointsExpirationDay('2026-11-21')).toBe('2027-11-21');
    expect(pointsExpirationDay('2028-02-29')).toBe('2029-02-28');
  });
});
