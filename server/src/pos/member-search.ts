import { sql } from 'drizzle-orm';
import type { PosMemberMatch } from '#domain/pos/api/sales.ts';
import { normalizePhone } from '#domain/platform/phone.ts';
import type { Database } from '../platform/db/client.ts';
import { resultRows } from '../platform/db/json-query.ts';
import { likePrefix } from '../platform/db/sql.ts';

/** At most this many matches: the cashier narrows the query rather than scrolling. */
const MEMBER_SEARCH_LIMIT = 10;

interface MatchRow {
  membershipNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  tier: string;
}

/**
 * Finding the member at the till (decision 006): by membership number (what the member QR code holds), by
 * phone number in any usual form, or by e-mail, each as a prefix; sorted by membership number.
 *
 * Each kind of match is its own index range scan, at most 10 rows each (decision 020): membership number
 * (loyalty_members_number_prefix), lower(email) and phone (text_pattern_ops, migration 0005), then the
 * contact's member (loyalty_members_contact, migration 0011). One OR across the two tables could use
 * none of them and read every member and contact (npm run bench:scale showed it). Each scan is in its
 * index's own order (`using ~<~`, the text_pattern_ops order), so a short prefix matching a million
 * contacts still stops after 10: with more than 10 matches of one kind, the first 10 in that order take part.
 */
export async function searchMembers(db: Database, query: string): Promise<PosMemberMatch[]> {
  const text = query.trim();
  const phone = normalizePhone(text);
  const byPhone = phone
    ? sql`union
      (select m.id from loyalty_contacts c join loyalty_members m on m.contact_id = c.id
       where c.phone like ${likePrefix(phone)} order by c.phone using ~<~ limit ${MEMBER_SEARCH_LIMIT})`
    : sql``;
  const result = await db.execute(sql`
    select m.membership_number as "membershipNumber", c.first_name as "firstName", c.last_name as "lastName",
      c.email, c.phone, t.name as tier
    from (
      (select m.id from loyalty_members m
       where m.membership_number like ${likePrefix(text)} order by m.membership_number using ~<~ limit ${MEMBER_SEARCH_LIMIT})
      union
      (select m.id from loyalty_contacts c join loyalty_members m on m.contact_id = c.id
       where lower(c.email) like ${likePrefix(text.toLowerCase())} order by lower(c.email) using ~<~ limit ${MEMBER_SEARCH_LIMIT})
      ${byPhone}
    ) found
    join loyalty_members m on m.id = found.id
    join loyalty_contacts c on c.id = m.contact_id
    join loyalty_tiers t on t.id = m.tier_id
    order by m.membership_number
    limit ${MEMBER_SEARCH_LIMIT}`);
  return resultRows<MatchRow>(result).map(({ firstName, lastName, ...row }) => ({ ...row, name: `${firstName} ${lastName}`.trim() }));
}
