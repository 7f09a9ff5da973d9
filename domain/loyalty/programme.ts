/**
 * Loyalty programme rules shared by the member area and the engine: tiers and their progress,
 * the expiring-points line, the points-history grouping and the texts derived from loyalty data.
 */
import { addMonthsToDay, jakartaDay, jakartaDayOfInstant, type CalendarDay } from '../platform/jakarta-time.ts';

export { formatJakartaDate } from '../platform/jakarta-time.ts';

// ---------------------------------------------------------------- programme constants

/**
 * loyalty-pos.md §1 and §9: the programme has one fixed name (it appears in the hosted service's ledger
 * path and in every order payload).
 */
export const LOYALTY_PROGRAM_NAME = 'Lumbung Rewards';

/** loyalty-pos.md §1: the one redeemable points currency. */
export const REWARD_POINTS = 'Reward Points';
/** ARCHITECTURE "The loyalty engine": the qualifying currency that tiers are evaluated on. */
export const TIER_POINTS = 'Tier Points';
export const MEMBER_CURRENCIES = [REWARD_POINTS, TIER_POINTS] as const;
export type MemberCurrencyName = (typeof MEMBER_CURRENCIES)[number];

/** loyalty-pos.md §1, lowest first. */
export const TIER_NAMES = ['Crew', 'Co-Pilot', 'Pilot'] as const;
export type TierName = (typeof TIER_NAMES)[number];

/** loyalty-pos.md §4 and §9: the Tier Points a member of each tier works towards. */
export const TIER_THRESHOLDS = {
  Crew: 10_000_000,
  'Co-Pilot': 20_000_000,
  Pilot: 50_000_000,
} as const satisfies Record<TierName, number>;

/** loyalty-pos.md §2 and §9. */
export const BIRTHDAY_BONUS_POINTS = 5000;

/** loyalty-pos.md §4; ARCHITECTURE: issued vouchers are Issued, then Redeemed or Expired. */
export const VOUCHER_STATUSES = ['Issued', 'Redeemed', 'Expired'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** loyalty-pos.md §4: a participant reward 'YetToReward' is a playable spin. */
export const PARTICIPANT_REWARD_STATUSES = ['YetToReward', 'Rewarded'] as const;

/** loyalty-pos.md §7: constants of a reward redemption journal. */
export const REDEMPTION_JOURNAL_TYPE = 'Redemption';
export const REDEEM_REWARD_SUBTYPE = 'Redeem Reward';

/**
 * Journal types and sub-types the engine writes (LOYALTY-API-REFERENCE: Accrual | Redemption | ...).
 * The points page shows the sub-type, so each says what happened.
 */
export const ACCRUAL_JOURNAL_TYPE = 'Accrual';
export const PURCHASE_SUBTYPE = 'Purchase';
export const GAME_REWARD_SUBTYPE = 'Game Reward';
export const BIRTHDAY_BONUS_SUBTYPE = 'Birthday Bonus';
/** Referrals (decision 033): the friend's welcome bonus on their first paid purchase, and the referrer's reward after its return window. */
export const REFERRAL_BONUS_SUBTYPE = 'Referral Bonus';
export const REFERRAL_REWARD_SUBTYPE = 'Referral Reward';
export const REDEEM_POINTS_SUBTYPE = 'Redeem Points';
export const EXPIRATION_JOURNAL_TYPE = 'Expiration';
export const POINTS_EXPIRED_SUBTYPE = 'Points Expired';
/**
 * A member's tier changed (docs/decisions/031-birthdays-and-tiers.md): a journal without points, the
 * tier's history. An upgrade names the purchase that reached it (externalTransactionNumber).
 */
export const TIER_CHANGE_JOURNAL_TYPE = 'Tier Change';
export const TIER_UPGRADE_SUBTYPE = 'Tier Upgrade';
export const TIER_DOWNGRADE_SUBTYPE = 'Tier Downgrade';
/** A return undid the purchase that lifted the member a tier (decision 031): the upgrade is taken back. */
export const TIER_UPGRADE_REVERSED_SUBTYPE = 'Tier Upgrade Reversed';
/** The tier change journal's attributes: the tier before and after. */
export const FROM_TIER_ATTRIBUTE = 'From_Tier__c';
export const TO_TIER_ATTRIBUTE = 'To_Tier__c';

/** loyalty-pos.md §3 ledger journal: the attribute carrying the store's business name. */
export const BUSINESS_NAME_ATTRIBUTE = 'Business_Name__c';

/** ARCHITECTURE "The loyalty engine": earned points expire 12 months after the activity date. */
export const POINTS_EXPIRY_MONTHS = 12;

export function isTierName(name: string): name is TierName {
  return (TIER_NAMES as readonly string[]).includes(name);
}

// ---------------------------------------------------------------- tiers

/**
 * loyalty-pos.md §4: threshold minus the Tier Points balance; any other tier gives 0. Pilot keeps its
 * 50,000,000 threshold (the spec lists it) although there is no tier above it. Never below 0.
 */
export function amountToNextTier(tierName: string, tierPointsBalance: number, thresholds: TierThresholds = TIER_THRESHOLDS): number {
  if (!isTierName(tierName)) return 0;
  return Math.max(0, thresholds[tierName] - tierPointsBalance);
}

/** The thresholds as the engine reads them from the database (the admin changes them; TIER_THRESHOLDS seeds them). */
export type TierThresholds = Readonly<Record<TierName, number>>;

const NEXT_TIER: Record<TierName, TierName | null> = { Crew: 'Co-Pilot', 'Co-Pilot': 'Pilot', Pilot: null };

/**
 * ARCHITECTURE "The loyalty engine": a tier upgrades when Tier Points reach its threshold, and keeps
 * climbing if the balance also reaches the next one (a Crew member at 20,000,000 becomes Pilot).
 * Pilot is the top. Tiers never drop here: the daily review does that (domain/loyalty/tier-review.ts).
 * Unknown tiers are kept.
 */
export function tierAfterAccrual(tierName: TierName, tierPointsBalance: number): TierName;
export function tierAfterAccrual(tierName: string, tierPointsBalance: number): string;
export function tierAfterAccrual(tierName: string, tierPointsBalance: number): string {
  if (!isTierName(tierName)) return tierName;
  let tier: TierName = tierName;
  let next = NEXT_TIER[tier];
  while (next !== null && tierPointsBalance >= TIER_THRESHOLDS[tier]) {
    tier = next;
    next = NEXT_TIER[tier];
  }
  return tier;
}

/**
 * The tiers above `tierName`, each with the Tier Points balance that reaches it, lowest first: the
 * same rule as tierAfterAccrual, as data (Crew: Co-Pilot at 10,000,000, Pilot at 20,000,000). The order
 * transaction applies it to the balance it has just locked, so concurrent orders cannot miss an upgrade.
 */
export function tierUpgradeLadder(tierName: TierName, thresholds: TierThresholds = TIER_THRESHOLDS): { tierName: TierName; tierPoints: number }[] {
  const ladder: { tierName: TierName; tierPoints: number }[] = [];
  let tier = tierName;
  let next = NEXT_TIER[tier];
  while (next !== null) {
    ladder.push({ tierName: next, tierPoints: thresholds[tier] });
    tier = next;
    next = NEXT_TIER[tier];
  }
  return ladder;
}

/** The tier after `tierName`, or null at the top. */
export function nextTierName(tierName: string): TierName | null {
  return isTierName(tierName) ? NEXT_TIER[tierName] : null;
}

// ---------------------------------------------------------------- expiring points

/**
 * ARCHITECTURE "The loyalty engine": points earned on a Jakarta day expire 12 months later. The
 * expiration date is the first day they are gone, which is why pickExpiringPoints no longer announces
 * points on their expiration day and the expiry job removes them from that day on.
 */
export function pointsExpirationDay(activityDay: CalendarDay): CalendarDay {
  return addMonthsToDay(activityDay, POINTS_EXPIRY_MONTHS);
}

export interface ExpirablePointsEntry {
  ExpirationDate: string;
  ExpirationPoints: number;
  RedeemedPoints: number;
}

/**
 * loyalty-pos.md §5: keep entries with points left (ExpirationPoints - RedeemedPoints > 0) whose date is
 * in the future; show the earliest, its points rounded down. Dates compare as Jakarta calendar days and
 * "in the future" means after today: points whose date is today are no longer announced. With several
 * entries on the earliest day, the first one in the list is taken (the spec shows one entry).
 * `date` is the entry's own ExpirationDate, for formatJakartaDate.
 */
export function pickExpiringPoints(
  entries: readonly ExpirablePointsEntry[],
  now: Date,
): { date: string; points: number } | null {
  const today = jakartaDayOfInstant(now);
  let earliest: { day: string; entry: ExpirablePointsEntry } | null = null;
  for (const entry of entries) {
    const remaining = entry.ExpirationPoints - entry.RedeemedPoints;
    const day = jakartaDay(entry.ExpirationDate);
    if (!(remaining > 0) || day === null || day <= today) continue;
    if (earliest === null || day < earliest.day) earliest = { day, entry };
  }
  if (earliest === null) return null;
  const { entry } = earliest;
  return { date: entry.ExpirationDate, points: Math.floor(entry.ExpirationPoints - entry.RedeemedPoints) };
}

// ---------------------------------------------------------------- points history

export interface LedgerJournal {
  /** ISO timestamp */
  activityDate: string;
  journalTypeName: string;
  journalSubTypeName: string | null;
  externalTransactionNumber: string | null;
  transactionAmount: number | null;
  pointsChange: { loyaltyMemberCurrency: string; changeInPoints: number }[];
  additionalTransactionJournalAttributes: { fieldName: string; value: string | null }[];
}

export interface LedgerRow {
  /** Stable React key: Jakarta day, type name and business name. */
  key: string;
  /** The latest activity date of the group (ISO). */
  activityDate: string;
  typeName: string;
  businessName: string;
  transactionAmount: number;
  /** Sum of the Reward Points changes; signed. */
  points: number;
}

function businessNameOf(journal: LedgerJournal): string {
  const attribute = journal.additionalTransactionJournalAttributes.find(
    (a) => a.fieldName === BUSINESS_NAME_ATTRIBUTE && a.value,
  );
  return attribute?.value ?? '';
}

function rewardPointsChange(journal: LedgerJournal): number {
  return journal.pointsChange
    .filter((change) => change.loyaltyMemberCurrency === REWARD_POINTS)
    .reduce((sum, change) => sum + change.changeInPoints, 0);
}

/**
 * loyalty-pos.md §7 getMemberLedgerHistory: journals are grouped by activity date (the Jakarta calendar
 * day, §9) plus the sub-type name, or the type name when there is no sub-type, plus the business
 * (Business_Name__c: the online shop or the store), so an online order and a same-day sale at a store are
 * two rows, each with its own name and amounts as on its receipts (docs/decisions/040-sales-figures.md).
 * A return is its own row (type 'Return', the sale's store). Reward Points changes and transaction
 * amounts are summed (Tier Points are not shown). Rows are ordered newest first.
 */
export function groupLedger(journals: readonly LedgerJournal[]): LedgerRow[] {
  const groups = new Map<string, { row: LedgerRow; latestMs: number }>();
  for (const journal of journals) {
    // The points history lists points; a tier change moves none (the dashboard says it, decision 031).
    if (journal.journalTypeName === TIER_CHANGE_JOURNAL_TYPE) continue;
    const typeName = journal.journalSubTypeName || journal.journalTypeName;
    const day = jakartaDay(journal.activityDate) ?? journal.activityDate;
    const businessName = businessNameOf(journal);
    const key = `${day}|${typeName}|${businessName}`;
    const parsedMs = Date.parse(journal.activityDate);
    const activityMs = Number.isNaN(parsedMs) ? -Infinity : parsedMs;
    const group = groups.get(key);
    if (!group) {
      const row: LedgerRow = {
        key,
        activityDate: journal.activityDate,
        typeName,
        businessName,
        transactionAmount: journal.transactionAmount ?? 0,
        points: rewardPointsChange(journal),
      };
      groups.set(key, { row, latestMs: activityMs });
      continue;
    }
    const { row } = group;
    row.transactionAmount += journal.transactionAmount ?? 0;
    row.points += rewardPointsChange(journal);
    if (activityMs > group.latestMs) {
      group.latestMs = activityMs;
      row.activityDate = journal.activityDate;
    }
  }
  return [...groups.values()].sort((a, b) => b.latestMs - a.latestMs).map((group) => group.row);
}

// ---------------------------------------------------------------- texts derived from loyalty data

/** loyalty-pos.md §2 spin modal: a prize named like 'Zonk' or 'Thank You' is a loss. */
export function isLossPrize(name: string): boolean {
  return /zonk|thank you/i.test(name);
}

/**
 * loyalty-pos.md §8: the message of a failed member call is the first item's `message` of the JSON
 * array between the first '[' and the last ']' (the hosted service's error body). Any other text is
 * shown as it is.
 */
export function parseMemberCallError(text: string): string {
  const start = text.indexOf('[');
  const end = text.lastIndexOf(']');
  if (start === -1 || end <= start) return text;
  try {
    const parsed: unknown = JSON.parse(text.slice(start, end + 1));
    const first: unknown = Array.isArray(parsed) ? parsed[0] : undefined;
    if (typeof first === 'object' && first !== null && 'message' in first && typeof first.message === 'string') {
      return first.message;
    }
  } catch {
    // Not JSON after all: show the original text.
  }
  return text;
}

