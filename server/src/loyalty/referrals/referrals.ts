import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { mailboxOf, REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, referralCodeOf, type MyReferrals, type ReferralOutcome, type RefusalReason } from '#domain/loyalty/referrals.ts';
import { jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { withTransactionRetry, type Executor } from '../../platform/db/client.ts';
import { resultRows } from '../../platform/db/json-query.ts';
import type { LoyaltyEngine } from '../engine.ts';

/**
 * Referrals, the member's side (docs/decisions/033-referrals.md): each member's code, the fraud rules a
 * friend's join meets, and the member's list. Only the embedded engine keeps referrals: with the hosted
 * loyalty service there is no member row here, and these functions find none and do nothing.
 */

export interface ReferralSettingsRow {
  referrerPoints: number;
  friendPoints: number;
  returnWindowDays: number;
  monthlyLimit: number;
}

/** The programme's referral rules (loyalty_programs; the back office sets them). */
export async function referralSettingsOf(executor: Executor, programId: string): Promise<ReferralSettingsRow> {
  const rows = resultRows<{ referrer: number; friend: number; days: number; cap: number }>(
    await executor.execute(sql`
      select referral_referrer_points as referrer, referral_friend_points as friend,
             referral_return_window_days as days, referral_monthly_limit as cap
      from loyalty_programs where id = ${programId}::uuid`),
  );
  const row = rows[0];
  return {
    referrerPoints: Number(row?.referrer ?? 10_000),
    friendPoints: Number(row?.friend ?? 5_000),
    returnWindowDays: Number(row?.days ?? 7),
    monthlyLimit: Number(row?.cap ?? 5),
  };
}

/** Only a hash of the browser's device id is kept: enough to recognise the device, nothing to track it elsewhere. */
export const deviceHashOf = (deviceId: string): string => createHash('sha256').update(`lumbung-device:${deviceId.trim()}`).digest('hex');

/** The mailbox of an e-mail column, as mailboxOf (domain/loyalty/referrals.ts) words it, in SQL. */
const mailboxSql = (column: string) => `(case when split_part(lower(${column}), '@', 2) in ('gmail.com', 'googlemail.com')
  then replace(regexp_replace(split_part(lower(${column}), '@', 1), '\\+.*$', ''), '.', '')
  else regexp_replace(split_part(lower(${column}), '@', 1), '\\+.*$', '') end || '@' || split_part(lower(${column}), '@', 2))`;

async function memberIdOf(executor: Executor, membershipNumber: string): Promise<string | null> {
  const rows = resultRows<{ id: string }>(await executor.execute(sql`select id from loyalty_members where membership_number = ${membershipNumber}`));
  return rows[0]?.id ?? null;
}

/**
 * The member's referral code, made the first time it is asked for: eight characters of an alphabet
 * without look-alikes; a code another member drew already (one in a trillion) is drawn again.
 */
export async function referralCodeFor(executor: Executor, engine: LoyaltyEngine, memberId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = resultRows<{ code: string }>(await executor.execute(sql`select code from loyalty_referral_codes where member_id = ${memberId}::uuid`));
    if (existing[0]) return existing[0].code;
    const code = Array.from({ length: REFERRAL_CODE_LENGTH }, () => REFERRAL_CODE_ALPHABET[engine.random.below(REFERRAL_CODE_ALPHABET.length)]).join('');
    await executor.execute(sql`insert into loyalty_referral_codes (member_id, code) values (${memberId}::uuid, ${code}) on conflict do nothing`);
  }
  throw new Error('no free referral code after 5 draws');
}

export interface JoinedFriend {
  membershipNumber: string;
  email: string;
  /** Digits, country code first ('6281234567801'), as loyalty_contacts keeps phones; null when not given. */
  phone: string | null;
  deviceId: string | null;
}

/**
 * What a new online member brings to the referral rules, recorded in one transaction: their device's
 * hash and phone (so a later referral can be compared with them), and, with a code, the referral:
 * pending, or refused by the first fraud rule it meets (decision 033). The referrer's code row is locked
 * first, so two friends joining at once are counted one after the other against the monthly limit.
 * Null: no member row here (the hosted service), or no code.
 */
export async function recordJoin(engine: LoyaltyEngine, friend: JoinedFriend, codeInput: string | undefined): Promise<ReferralOutcome | null> {
  return withTransactionRetry(engine.db, async (tx) => {
    const friendId = await memberIdOf(tx, friend.membershipNumber);
    if (!friendId) return null;
    const deviceHash = friend.deviceId ? deviceHashOf(friend.deviceId) : null;
    if (deviceHash) {
      await tx.execute(sql`insert into loyalty_member_devices (member_id, device_hash, recorded_at) values (${friendId}::uuid, ${deviceHash}, ${engine.now()}) on conflict do nothing`);
    }
    if (friend.phone) {
      await tx.execute(sql`update loyalty_contacts set phone = ${friend.phone}
        where id = (select contact_id from loyalty_members where id = ${friendId}::uuid) and phone is null`);
    }
    if (codeInput === undefined || codeInput.trim() === '') return null;
    const code = referralCodeOf(codeInput);
    const settings = await referralSettingsOf(tx, (await engine.reference()).programId);
    const unknown: ReferralOutcome = { status: 'unknownCode', refusalReason: null, friendPoints: 0 };
    if (!code) return unknown;
    const referrerRows = resultRows<{ member_id: string }>(await tx.execute(sql`select member_id from loyalty_referral_codes where code = ${code} for update`));
    const referrerId = referrerRows[0]?.member_id;
    if (!referrerId) return unknown;

    const reason = await refusalReason(tx, { referrerId, friendId, mailbox: mailboxOf(friend.email), phone: friend.phone, deviceHash, now: engine.now(), monthlyLimit: settings.monthlyLimit });
    const inserted = resultRows<{ status: string }>(
      await tx.execute(sql`
        insert into loyalty_referrals (id, referrer_member_id, friend_member_id, code, status, refusal_reason, created_at)
        values (${engine.random.uuid()}::uuid, ${referrerId}::uuid, ${friendId}::uuid, ${code}, ${reason ? 'refused' : 'pending'}, ${reason}, ${engine.now()})
        on conflict (friend_member_id) do nothing
        returning status`),
    );
    // A friend is referred once: a second join request (a retry) answers what the first recorded.
    if (!inserted[0]) return null;
    return { status: reason ? 'refused' : 'pending', refusalReason: reason, friendPoints: reason ? 0 : settings.friendPoints };
  });
}

/**
 * The first fraud rule a referral meets (decision 033), or null. The referrer's own e-mail, phone or
 * device is a self-referral; another member's is the same e-mail, phone or device; then the monthly
 * limit, counted over the referrer's referrals not refused in this Jakarta calendar month.
 */
async function refusalReason(
  tx: Executor,
  check: { referrerId: string; friendId: string; mailbox: string; phone: string | null; deviceHash: string | null; now: Date; monthlyLimit: number },
): Promise<RefusalReason | null> {
  if (check.referrerId === check.friendId) return 'selfReferral';
  const matches = resultRows<{ member_id: string; kind: 'email' | 'phone' | 'device' }>(
    await tx.execute(sql`
      select m.id as member_id, 'email' as kind from loyalty_members m join loyalty_contacts c on c.id = m.contact_id
        where m.id <> ${check.friendId}::uuid and ${sql.raw(mailboxSql('c.email'))} = ${check.mailbox}
      union all
      select m.id, 'phone' from loyalty_members m join loyalty_contacts c on c.id = m.contact_id
        where m.id <> ${check.friendId}::uuid and ${check.phone}::text is not null and c.phone = ${check.phone}::text
      union all
      select d.member_id, 'device' from loyalty_member_devices d
        where d.member_id <> ${check.friendId}::uuid and ${check.deviceHash}::text is not null and d.device_hash = ${check.deviceHash}::text`),
  );
  if (matches.some((match) => match.member_id === check.referrerId)) return 'selfReferral';
  if (matches.some((match) => match.kind === 'email')) return 'sameEmail';
  if (matches.some((match) => match.kind === 'phone')) return 'samePhone';
  if (matches.some((match) => match.kind === 'device')) return 'sameDevice';
  const monthStart = new Date(`${jakartaDayOfInstant(check.now).slice(0, 7)}-01T00:00:00+07:00`);
  const counted = resultRows<{ n: number | string }>(
    await tx.execute(sql`
      select count(*) as n from loyalty_referrals
      where referrer_member_id = ${check.referrerId}::uuid and status <> 'refused' and created_at >= ${monthStart}`),
  );
  if (Number(counted[0]?.n ?? 0) >= check.monthlyLimit) return 'monthlyLimit';
  return null;
}

/** The friend as the referrer sees them: first name and the last name's initial. */
const shortName = (first: string, last: string) => (last ? `${first} ${last.charAt(0).toUpperCase()}.` : first);

/** The member's code (made now if they had none), what a referral pays, and their referrals newest first; null without a member row. */
export async function myReferrals(engine: LoyaltyEngine, membershipNumber: string): Promise<MyReferrals | null> {
  const memberId = await memberIdOf(engine.db, membershipNumber);
  if (!memberId) return null;
  const code = await referralCodeFor(engine.db, engine, memberId);
  const settings = await referralSettingsOf(engine.db, (await engine.reference()).programId);
  const rows = resultRows<{
    first_name: string;
    last_name: string;
    created_at: string;
    status: MyReferrals['referrals'][number]['status'];
    refusal_reason: RefusalReason | null;
    window_ends_at: string | null;
    referrer_points: number | null;
    credited_at: string | null;
  }>(
    await engine.db.execute(sql`
      select c.first_name, c.last_name, r.created_at, r.status, r.refusal_reason, r.window_ends_at, r.referrer_points, r.credited_at
      from loyalty_referrals r
      join loyalty_members m on m.id = r.friend_member_id
      join loyalty_contacts c on c.id = m.contact_id
      where r.referrer_member_id = ${memberId}::uuid
      order by r.created_at desc
      limit 50`),
  );
  const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    code,
    ...settings,
    referrals: rows.map((row) => ({
      friend: shortName(row.first_name, row.last_name),
      joinedAt: new Date(row.created_at).toISOString(),
      status: row.status,
      refusalReason: row.refusal_reason,
      windowEndsAt: iso(row.window_ends_at),
      points: row.referrer_points === null ? null : Number(row.referrer_points),
      creditedAt: iso(row.credited_at),
    })),
  };
}
