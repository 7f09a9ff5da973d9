import { sql } from 'drizzle-orm';
import { addDaysToDay, jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { PAYMENT_METHODS } from '#domain/pos/pricing.ts';
import { birthdayInYear } from '#domain/loyalty/birthday.ts';
import { BIRTHDAY_BONUS_POINTS, LOYALTY_PROGRAM_NAME } from '#domain/loyalty/programme.ts';
import { DomainError } from '../platform/errors.ts';
import type { Clock } from '../platform/clock.ts';
import { payBirthdayBonus, payBirthdayBonuses } from '../loyalty/engagement/birthday-bonus.ts';
import { reviewTiers } from '../loyalty/engagement/tier-review.ts';
import { runReferrals } from '../loyalty/referrals/credits.ts';
import { referralCodeFor } from '../loyalty/referrals/referrals.ts';
import { LoyaltyEngine } from '../loyalty/engine.ts';
import { expirePoints } from '../loyalty/ledger/expiry.ts';
import { playGame } from '../loyalty/games.ts';
import { enrollMember, getMemberProfile } from '../loyalty/members.ts';
import { placeOrder } from '../loyalty/orders/place-order.ts';
import { redeemReward } from '../loyalty/rewards.ts';
import { getMemberVouchers, issueVoucher } from '../loyalty/vouchers.ts';
import { seededRandom } from '../loyalty/random.ts';
import type { Database, Transaction } from '../platform/db/client.ts';
import { deviceProducts, seedStores, supermarketProducts } from './data/pos.ts';
import { seedRewards } from './data/loyalty.ts';
import { voucherDefinitionId } from './loyalty.ts';
import { stableUuid } from './stable-id.ts';

/**
 * Demo members, one or more per tier, each with about a year of history made by the engine's own
 * operations (orders with vouchers and points, reward redemptions, spins, birthday bonuses, monthly
 * expiry), so every number on the demo screens adds up. Deterministic: a seeded generator per member,
 * and dates counted back from the day the seed runs (so expiring points always lie ahead).
 */
export interface DemoMember {
  membershipNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Digits, country code first (domain/platform/phone.ts); the cashier can find the member by it. */
  phone: string;
  /** A date, or a function of the day the seed runs (a birthday that is always recent). */
  birthDate: string | ((today: string) => string);
  enrolledDaysAgo: number;
  /** Days between supermarket trips: [min, max]. */
  tripEvery: [number, number];
  /** Electronics purchases: how many days ago, which product. */
  devices: { daysAgo: number; productCode: string }[];
  /** Never let Tier Points pass this (keeps the member in the tier the README promises). */
  maxTierPoints: number;
  homeStores: string[];
}

export const DEMO_MEMBERS: DemoMember[] = [
  {
    membershipNumber: '1001',
    phone: '6281234567801',
    firstName: 'Budi',
    lastName: 'Santoso',
    email: 'budi.santoso@example.com',
    // Five days before the seed runs, in 1992 (a leap year, so any day exists): the dashboard shows the
    // birthday bonus the job paid that day (decision 031).
    birthDate: (today) => `1992-${addDaysToDay(today, -5).slice(5)}`,
    enrolledDaysAgo: 430,
    tripEvery: [9, 16],
    devices: [{ daysAgo: 210, productCode: 'EF-ACC-001' }],
    maxTierPoints: 9_000_000,
    homeStores: ['STORE-001', 'STORE-002'],
  },
  {
    membershipNumber: '1002',
    phone: '6281234567802',
    firstName: 'Sari',
    lastName: 'Rahayu',
    email: 'sari.rahayu@example.com',
    birthDate: '1987-07-22',
    enrolledDaysAgo: 440,
    tripEvery: [5, 11],
    devices: [
      { daysAgo: 250, productCode: 'EF-PHN-001' },
      { daysAgo: 95, productCode: 'EF-ACC-001' },
    ],
    maxTierPoints: 19_000_000,
    homeStores: ['STORE-005', 'STORE-006', 'STORE-007'],
  },
  {
    membershipNumber: '1003',
    phone: '6281234567803',
    firstName: 'Rina',
    lastName: 'Wijaya',
    email: 'rina.wijaya@example.com',
    birthDate: '1992-11-05',
    enrolledDaysAgo: 450,
    tripEvery: [4, 10],
    devices: [
      { daysAgo: 330, productCode: 'EF-PHN-001' },
      { daysAgo: 185, productCode: 'EF-AUD-001' },
      { daysAgo: 60, productCode: 'EF-ACC-001' },
    ],
    maxTierPoints: Number.POSITIVE_INFINITY,
    homeStores: ['STORE-003', 'STORE-004'],
  },
  {
    membershipNumber: '1004',
    phone: '6281234567804',
    firstName: 'Dewi',
    lastName: 'Lestari',
    email: 'dewi.lestari@example.com',
    birthDate: '1995-01-30',
    enrolledDaysAgo: 40,
    tripEvery: [7, 12],
    devices: [],
    maxTierPoints: 9_000_000,
    homeStores: ['STORE-009'],
  },
];

/** A clock the simulation moves. */
class SimulatedClock implements Clock {
  private instant = new Date();
  now(): Date {
    return new Date(this.instant);
  }
  set(instant: Date): void {
    this.instant = instant;
  }
}

const STORE_NAMES = new Map(seedStores.map((s) => [s.storeId, s.name]));
const RECENT_DAYS = 4;
/** Members spend in the last months, at most this share of what they had saved by then. */
const SPENDING_DAYS = 150;
const SPENDING_SHARE = 0.4;

export async function seedLoyaltyDemo(tx: Transaction): Promise<void> {
  const realToday = jakartaDayOfInstant(new Date());
  for (const member of DEMO_MEMBERS) {
    await simulateMember(tx, member, realToday);
  }
  // Finally, what the server's daily jobs would do today: expire what is due, pay today's birthdays and
  // review the tiers (which also works out each member's Tier Points of the qualifying period).
  const engine = new LoyaltyEngine(tx as unknown as Database);
  await expirePoints(engine);
  await payBirthdayBonuses(engine);
  await reviewTiers(engine);
  await seedDemoReferral(tx, realToday);
}

/** Budi's friend (decision 033): a member without an account or phone, so the demo members above keep their numbers. */
const DEMO_FRIEND = { membershipNumber: '1005', firstName: 'Andi', lastName: 'Pratama', email: 'andi.pratama@example.com', joinedDaysAgo: 20, boughtDaysAgo: 14 };

/**
 * Budi (1001) invited Andi (1005) 20 days ago (decision 033); Andi's first purchase, 14 days ago, is past
 * its 7-day return window, so the referral job pays Andi's welcome bonus and credits Budi, as its first
 * run after a deploy would: Budi's Ajak teman card shows the referral credited.
 */
async function seedDemoReferral(tx: Transaction, realToday: string): Promise<void> {
  const clock = new SimulatedClock();
  const engine = new LoyaltyEngine(tx as unknown as Database, clock, seededRandom(1005));
  const referrer = await memberState(engine, '1001');
  const code = await referralCodeFor(tx, engine, referrer.id);
  const joinedAt = new Date(`${addDaysToDay(realToday, -DEMO_FRIEND.joinedDaysAgo)}T19:30:00+07:00`);
  clock.set(joinedAt);
  await enrollMember(engine, {
    enrollmentDate: joinedAt.toISOString(),
    membershipNumber: DEMO_FRIEND.membershipNumber,
    memberStatus: 'Active',
    enrollmentChannel: 'Online',
    associatedContactDetails: { firstName: DEMO_FRIEND.firstName, lastName: DEMO_FRIEND.lastName, email: DEMO_FRIEND.email, allowDuplicateRecords: false },
  });
  const friend = await memberState(engine, DEMO_FRIEND.membershipNumber);
  await tx.execute(sql`
    insert into loyalty_referrals (id, referrer_member_id, friend_member_id, code, status, created_at)
    values (${stableUuid('referral:1001:1005')}::uuid, ${referrer.id}::uuid, ${friend.id}::uuid, ${code}, 'pending', ${joinedAt})`);
  clock.set(new Date(`${addDaysToDay(realToday, -DEMO_FRIEND.boughtDaysAgo)}T11:15:00+07:00`));
  await placeDemoOrder(engine, {
    externalTransactionNumber: `DEMO-${DEMO_FRIEND.membershipNumber}-first`,
    storeId: 'STORE-001',
    membershipNumber: DEMO_FRIEND.membershipNumber,
    lines: [{ productCode: supermarketProducts[0]!.productCode, quantity: 2 }],
    voucherCode: null,
    points: 0,
    paymentMethod: 'QRIS',
  });
  clock.set(new Date());
  await runReferrals(engine, null);
}

const birthDateOf = (member: DemoMember, realToday: string) => (typeof member.birthDate === 'function' ? member.birthDate(realToday) : member.birthDate);

async function simulateMember(tx: Transaction, member: DemoMember, realToday: string): Promise<void> {
  const rng = seededRandom(Number(member.membershipNumber) * 7919);
  const clock = new SimulatedClock();
  const engine = new LoyaltyEngine(tx as unknown as Database, clock, rng);
  const pick = <T>(items: readonly T[]): T => items[rng.below(items.length)] as T;
  const between = (min: number, max: number) => min + rng.below(max - min + 1);
  const at = (daysAgo: number, hour = between(8, 20)) =>
    new Date(`${addDaysToDay(realToday, -daysAgo)}T${String(hour).padStart(2, '0')}:${String(between(0, 59)).padStart(2, '0')}:00+07:00`);

  clock.set(at(member.enrolledDaysAgo, 10));
  await enrollMember(engine, {
    enrollmentDate: clock.now().toISOString(),
    membershipNumber: member.membershipNumber,
    memberStatus: 'Active',
    enrollmentChannel: 'POS',
    associatedContactDetails: {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      birthDate: birthDateOf(member, realToday),
      allowDuplicateRecords: false,
    },
  });

  // The member's days: trips, device purchases and birthdays, oldest first.
  const trips: number[] = [];
  for (let day = member.enrolledDaysAgo - between(1, 4); day >= 1; day -= between(...member.tripEvery)) trips.push(day);
  if (trips.at(-1) !== 1 && trips.at(-1)! > RECENT_DAYS) trips.push(between(1, RECENT_DAYS)); // a recent trip: a playable spin
  const events = [
    ...trips.map((daysAgo) => ({ daysAgo, kind: 'trip' as const, productCode: '' })),
    ...member.devices.map((d) => ({ ...d, kind: 'device' as const })),
  ].sort((a, b) => b.daysAgo - a.daysAgo);

  let tierPoints = 0;
  let lastMonth = '';
  let previousDay = engine.today();
  let spendingBudget: number | null = null;
  for (const event of events) {
    clock.set(at(event.daysAgo));
    const day = engine.today();
    if (day.slice(0, 7) !== lastMonth) {
      lastMonth = day.slice(0, 7);
      await expirePoints(engine.with({ clock: { now: () => new Date(`${lastMonth}-01T01:00:00+07:00`) } }));
    }
    // One birthday bonus in the last year for long-standing members, whatever day the seed runs, paid
    // as the job pays it: early on the birthday, claimed for its year (decision 031).
    const birthday = birthdayBetween(birthDateOf(member, realToday), previousDay, day);
    previousDay = day;
    if (birthday && member.enrolledDaysAgo > 365 && birthday > addDaysToDay(realToday, -365)) {
      await payBirthdayBonus(tx, engine, {
        memberId: (await memberState(engine, member.membershipNumber)).id,
        year: Number(birthday.slice(0, 4)),
        points: BIRTHDAY_BONUS_POINTS,
        activityDate: new Date(`${birthday}T00:20:00+07:00`),
        programName: LOYALTY_PROGRAM_NAME,
      });
    }

    const lines =
      event.kind === 'device'
        ? [{ productCode: event.productCode, quantity: 1 }]
        : Array.from({ length: between(1, 4) }, () => ({ productCode: pick(supermarketProducts).productCode, quantity: between(1, 2) }));
    const storeId = event.kind === 'device' ? pick(['STORE-101', 'STORE-102']) : pick(member.homeStores);
    const estimate = lines.reduce((sum, line) => sum + priceOf(line.productCode) * line.quantity * 1.11, 0);
    if (tierPoints + estimate > member.maxTierPoints) continue;

    const profile = await memberState(engine, member.membershipNumber);
    // Members spend points only in recent months and only part of them, so last year's oldest points
    // are still there to expire (the points page's expiring line and Expiration journals show it).
    const voucher = profile.vouchers.find(() => rng.below(2) === 0);
    if (event.daysAgo <= SPENDING_DAYS) spendingBudget ??= Math.floor(profile.points * SPENDING_SHARE);
    const spends = spendingBudget !== null && spendingBudget >= 500 && rng.below(4) === 0;
    const points = spends && spendingBudget !== null ? Math.min(spendingBudget, between(5, 20) * 100) : 0;
    const result = await placeDemoOrder(engine, {
      externalTransactionNumber: `DEMO-${member.membershipNumber}-${day}-${event.kind}`,
      storeId,
      membershipNumber: member.membershipNumber,
      lines,
      voucherCode: voucher ?? null,
      points,
      paymentMethod: pick(PAYMENT_METHODS),
    });
    if (!result?.loyalty) continue;
    tierPoints = result.loyalty.tierPoints;
    if (spendingBudget !== null) spendingBudget -= result.loyalty.pointsUsed;

    // Most spins are played within a day; the ones of the last few days wait for the member.
    const spin = result.loyalty.gameParticipantRewardId;
    if (spin && event.daysAgo > RECENT_DAYS && rng.below(10) < 8) {
      clock.set(new Date(clock.now().getTime() + between(1, 20) * 3_600_000));
      await playGame(engine, spin);
    }
    // Now and then a reward from the catalogue.
    if (spendingBudget !== null && rng.below(5) === 0) {
      const affordable = seedRewards.filter((r) => r.points <= (spendingBudget ?? 0));
      if (affordable.length > 0) {
        const reward = pick(affordable);
        await redeemReward(engine, { MembershipNumber: member.membershipNumber, RewardCatalogId: reward.id });
        spendingBudget -= reward.points;
      }
    }
  }

  // Every demo member has at least one voucher to use: a welcome voucher when history left none.
  clock.set(new Date());
  const state = await memberState(engine, member.membershipNumber);
  if (state.vouchers.length === 0) {
    await issueVoucher(tx, engine, { memberId: state.id, definitionId: voucherDefinitionId('VCH10K'), activityDate: clock.now() });
  }
}

function priceOf(productCode: string): number {
  return [...supermarketProducts, ...deviceProducts].find((p) => p.productCode === productCode)?.price ?? 0;
}

/** The member's birthday that falls in (from, to], or null. */
function birthdayBetween(birthDate: string, from: string, to: string): string | null {
  for (const year of new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))])) {
    const birthday = birthdayInYear(birthDate, year);
    if (birthday > from && birthday <= to) return birthday;
  }
  return null;
}

async function memberState(engine: LoyaltyEngine, membershipNumber: string) {
  const profile = await getMemberProfile(engine, membershipNumber);
  const vouchers = await getMemberVouchers(engine, membershipNumber, 'Issued');
  return {
    id: profile.loyaltyProgramMemberId,
    points: profile.memberCurrencies[0]?.pointsBalance ?? 0,
    vouchers: vouchers.vouchers.map((v) => v.voucherCode),
  };
}

async function placeDemoOrder(
  engine: LoyaltyEngine,
  order: {
    externalTransactionNumber: string;
    storeId: string;
    membershipNumber: string;
    lines: { productCode: string; quantity: number }[];
    voucherCode: string | null;
    points: number;
    paymentMethod: (typeof PAYMENT_METHODS)[number];
  },
) {
  const attempt = (voucherCode: string | null, points: number) =>
    placeOrder(engine, {
      externalTransactionNumber: order.externalTransactionNumber,
      order: {
        storeId: order.storeId,
        membershipNumber: order.membershipNumber,
        client_details: { businessName: STORE_NAMES.get(order.storeId) },
        line_items: order.lines,
        payment_gateway_names: [order.paymentMethod],
        ...(voucherCode ? { discount_codes: [{ code: voucherCode }] } : {}),
        ...(points > 0 ? { pointsRedemption: { points } } : {}),
      },
    });
  // A voucher that does not fit the basket, or points above the amount due: shop without them.
  for (const [voucherCode, points] of [[order.voucherCode, order.points], [null, order.points], [null, 0]] as const) {
    try {
      return (await attempt(voucherCode, points)).response;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return null;
}
