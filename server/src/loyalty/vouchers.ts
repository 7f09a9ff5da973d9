import { eq } from 'drizzle-orm';
import type { MemberVoucher, MemberVouchersResponse } from '#domain/loyalty/api/members.ts';
import { addDaysToDay } from '#domain/platform/jakarta-time.ts';
import type { VoucherStatus } from '#domain/loyalty/programme.ts';
import { newVoucherCode } from '#domain/loyalty/vouchers.ts';
import type { Executor } from '../platform/db/client.ts';
import { JsonQuery } from '../platform/db/json-query.ts';
import { loyaltyVoucherDefinitions, loyaltyVouchers } from '../platform/db/schema/index.ts';
import type { LoyaltyEngine } from './engine.ts';
import { memberNotFound } from './members.ts';
import { memberVoucherJson, voucherStatusOn } from './ledger/sql-fragments.ts';

// $2: the status filter (null for all), $3: today in Jakarta. An Issued voucher past its last day is
// listed as Expired even before the nightly job marks it. Vouchers listed as Issued come first (one
// not effective yet included), the one with the soonest last day first.
const memberVouchersQuery = new JsonQuery<[string, VoucherStatus | null, string], { vouchers: MemberVoucher[] }>(
  'loyalty_member_vouchers',
  `select json_build_object('vouchers', coalesce((
      select json_agg(x.voucher order by x.listed_issued desc, x.usable_until, x.voucher_number desc)
      from (
        select ${memberVoucherJson('$3::date')} as voucher,
          (${voucherStatusOn('v', '$3::date')} = 'Issued') as listed_issued,
          case when v.status = 'Issued' then v.expiration_date end as usable_until,
          v.voucher_number
        from loyalty_vouchers v join loyalty_voucher_definitions d on d.id = v.definition_id
        where v.member_id = m.id
          and ($2::text is null
            or ${voucherStatusOn('v', '$3::date')} = $2::text)
      ) x), '[]'::json)) as result
  from loyalty_members m where m.membership_number = $1`,
);

/** loyalty-pos.md §7 getMemberVouchers: {voucherCount, vouchers}; usable vouchers first, soonest-expiring first. */
export async function getMemberVouchers(
  engine: LoyaltyEngine,
  membershipNumber: string,
  voucherStatus: VoucherStatus | undefined,
): Promise<MemberVouchersResponse> {
  const stored = await memberVouchersQuery.run(engine.readDb, membershipNumber, voucherStatus ?? null, engine.today());
  if (!stored) throw memberNotFound(membershipNumber);
  return { voucherCount: stored.vouchers.length, vouchers: stored.vouchers };
}

const voucherByIdQuery = new JsonQuery<[string, string], MemberVoucher>(
  'loyalty_voucher_by_id',
  `select ${memberVoucherJson('$2::date')} as result
  from loyalty_vouchers v join loyalty_voucher_definitions d on d.id = v.definition_id where v.id = $1`,
);

/**
 * Issues a voucher of a definition to a member, valid from today for the definition's validity days
 * (reward redemptions, game prizes). Codes are random (domain/loyalty/vouchers.ts newVoucherCode) and unique.
 */
export async function issueVoucher(
  tx: Executor,
  engine: LoyaltyEngine,
  issue: { memberId: string; definitionId: string; activityDate: Date; rewardId?: string },
): Promise<MemberVoucher> {
  const [definition] = await tx
    .select({ validityDays: loyaltyVoucherDefinitions.validityDays })
    .from(loyaltyVoucherDefinitions)
    .where(eq(loyaltyVoucherDefinitions.id, issue.definitionId));
  if (!definition) throw new Error(`No voucher definition ${issue.definitionId}`);
  const today = engine.today();
  const id = engine.random.uuid();
  await tx.insert(loyaltyVouchers).values({
    id,
    voucherCode: newVoucherCode((n) => engine.random.below(n)),
    definitionId: issue.definitionId,
    memberId: issue.memberId,
    status: 'Issued',
    effectiveDate: today,
    // Valid for validityDays days including today; 'Berlaku hingga' shows the last one.
    expirationDate: addDaysToDay(today, definition.validityDays - 1),
    rewardId: issue.rewardId ?? null,
    createdAt: issue.activityDate,
  });
  const voucher = await voucherByIdQuery.run(tx, id, today);
  if (!voucher) throw new Error(`Voucher ${id} vanished`);
  return voucher;
}
