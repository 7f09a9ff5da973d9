import { and, asc, desc, eq, ilike, like, or, sql } from 'drizzle-orm';
import type { AdminLedger, AdminMember, AdminMemberMatch } from '#domain/back-office/api/admin.ts';
import { ADMIN_LEDGER_PAGE_SIZE } from '#domain/back-office/api/admin.ts';
import type { TransactionJournal } from '#domain/loyalty/api/members.ts';
import { ACTIVE_MEMBER_STATUS, BLOCKED_MEMBER_STATUS } from '#domain/loyalty/member-status.ts';
import { normalizePhone } from '#domain/platform/phone.ts';
import type { Database } from '../../platform/db/client.ts';
import { JsonQuery } from '../../platform/db/json-query.ts';
import { loyaltyContacts, loyaltyMembers, loyaltyTiers, posOrders } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/auth.ts';
import type { LoyaltyEngine } from '../../loyalty/index.ts';
import { getMemberProfile, memberNotFound, transactionJournalJson, getMemberVouchers } from '../../loyalty/index.ts';
import { likePrefix } from '../../platform/db/sql.ts';
import { backOfficeWrite } from '../../platform/audit.ts';

const ADMIN_MEMBER_SEARCH_LIMIT = 25;
const MEMBER_ORDERS_SHOWN = 20;

/**
 * The till's matching (pos/member-search.ts: number, e-mail and phone as prefixes, the phone in any usual
 * form) plus the name, anywhere in "first last", without regard to case.
 */
export async function searchMembers(db: Database, query: string): Promise<AdminMemberMatch[]> {
  const text = query.trim();
  const phone = normalizePhone(text);
  const nameContains = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({
      membershipNumber: loyaltyMembers.membershipNumber,
      firstName: loyaltyContacts.firstName,
      lastName: loyaltyContacts.lastName,
      email: loyaltyContacts.email,
      phone: loyaltyContacts.phone,
      tier: loyaltyTiers.name,
      memberStatus: loyaltyMembers.memberStatus,
    })
    .from(loyaltyMembers)
    .innerJoin(loyaltyContacts, eq(loyaltyContacts.id, loyaltyMembers.contactId))
    .innerJoin(loyaltyTiers, eq(loyaltyTiers.id, loyaltyMembers.tierId))
    .where(
      or(
        like(loyaltyMembers.membershipNumber, likePrefix(text)),
        like(sql`lower(${loyaltyContacts.email})`, likePrefix(text.toLowerCase())),
        phone ? like(loyaltyContacts.phone, likePrefix(phone)) : undefined,
        ilike(sql`${loyaltyContacts.firstName} || ' ' || ${loyaltyContacts.lastName}`, nameContains),
      ),
    )
    .orderBy(asc(loyaltyMembers.membershipNumber))
    .limit(ADMIN_MEMBER_SEARCH_LIMIT);
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, name: `${firstName} ${lastName}`.trim() }));
}

async function memberRow(db: Database, membershipNumber: string) {
  const [row] = await db
    .select({ id: loyaltyMembers.id, memberStatus: loyaltyMembers.memberStatus, phone: loyaltyContacts.phone })
    .from(loyaltyMembers)
    .innerJoin(loyaltyContacts, eq(loyaltyContacts.id, loyaltyMembers.contactId))
    .where(eq(loyaltyMembers.membershipNumber, membershipNumber));
  if (!row) throw memberNotFound(membershipNumber);
  return row;
}

/** The member page: the engine's profile and vouchers, the phone, the status and the latest POS orders. */
export async function getMember(engine: LoyaltyEngine, membershipNumber: string): Promise<AdminMember> {
  const row = await memberRow(engine.db, membershipNumber);
  const [profile, vouchers, orders] = await Promise.all([
    getMemberProfile(engine, membershipNumber),
    getMemberVouchers(engine, membershipNumber, undefined),
    engine.db
      .select({
        orderNumber: posOrders.orderNumber,
        externalTransactionNumber: posOrders.externalTransactionNumber,
        storeId: posOrders.storeId,
        createdAt: posOrders.createdAt,
        totalPrice: posOrders.totalPrice,
        pointsEarned: posOrders.pointsEarned,
        pointsRedeemed: posOrders.pointsRedeemed,
      })
      .from(posOrders)
      .where(eq(posOrders.memberId, row.id))
      .orderBy(desc(posOrders.createdAt))
      .limit(MEMBER_ORDERS_SHOWN),
  ]);
  return {
    profile,
    phone: row.phone,
    memberStatus: row.memberStatus,
    vouchers: vouchers.vouchers,
    orders: orders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
  };
}

// ---------------------------------------------------------------- ledger (keyset pages)

type StoredPage = { journals: (TransactionJournal & { cursor: number })[] };

// $1 membership number, $2 the cursor (the journal number the previous page ended with) or null,
// $3 the page size + 1. Keyset on (activity date, journal number): the cursor row's own values.
const ledgerPageQuery = new JsonQuery<[string, number | null, number], StoredPage>(
  'admin_member_ledger_page',
  `select json_build_object('journals', coalesce((
      select json_agg(page.journal || jsonb_build_object('cursor', page.journal_number) order by page.activity_date desc, page.journal_number desc)
      from (
        select (${transactionJournalJson})::jsonb as journal, j.activity_date, j.journal_number
        from loyalty_transaction_journals j
        where j.member_id = m.id
          and ($2::bigint is null or (j.activity_date, j.journal_number) <
               (select c.activity_date, c.journal_number from loyalty_transaction_journals c
                where c.journal_number = $2::bigint and c.member_id = m.id))
        order by j.activity_date desc, j.journal_number desc
        limit $3
      ) page), '[]'::json)) as result
  from loyalty_members m where m.membership_number = $1`,
);

/** The member's journals newest first; `cursor` (a journal number) continues after the previous page. */
export async function memberLedger(db: Database, membershipNumber: string, cursor: string | undefined): Promise<AdminLedger> {
  const stored = await ledgerPageQuery.run(db, membershipNumber, cursor ? Number(cursor) : null, ADMIN_LEDGER_PAGE_SIZE + 1);
  if (!stored) throw memberNotFound(membershipNumber);
  const page = stored.journals.slice(0, ADMIN_LEDGER_PAGE_SIZE);
  const more = stored.journals.length > ADMIN_LEDGER_PAGE_SIZE;
  const last = page.at(-1);
  return {
    journals: page.map(({ cursor: _cursor, ...journal }) => journal),
    nextCursor: more && last ? String(last.cursor) : null,
  };
}

// ---------------------------------------------------------------- block and unblock

/** Blocks or unblocks the membership; blocking or unblocking twice changes (and logs) nothing. */
export async function setMemberBlocked(db: Database, actor: Principal, membershipNumber: string, blocked: boolean, note: string) {
  const status = blocked ? BLOCKED_MEMBER_STATUS : ACTIVE_MEMBER_STATUS;
  return backOfficeWrite(db, actor, async (tx) => {
    const [current] = await tx
      .select({ id: loyaltyMembers.id, memberStatus: loyaltyMembers.memberStatus })
      .from(loyaltyMembers)
      .where(eq(loyaltyMembers.membershipNumber, membershipNumber))
      .for('update');
    if (!current) throw memberNotFound(membershipNumber);
    const result = { membershipNumber, memberStatus: status };
    if (current.memberStatus === status) return { result, audit: null };
    await tx.update(loyaltyMembers).set({ memberStatus: status }).where(and(eq(loyaltyMembers.id, current.id)));
    return {
      result,
      audit: {
        action: blocked ? 'member.block' : 'member.unblock',
        entity: 'member',
        entityId: membershipNumber,
        before: { memberStatus: current.memberStatus },
        after: { memberStatus: status, ...(note ? { note } : {}) },
      },
    };
  });
}
