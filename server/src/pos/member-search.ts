import { asc, eq, like, or, sql } from 'drizzle-orm';
import type { PosMemberMatch } from '#domain/api.ts';
import { normalizePhone } from '#domain/phone.ts';
import type { Database } from '../db/client.ts';
import { loyaltyContacts, loyaltyMembers, loyaltyTiers } from '../db/schema/index.ts';

/** At most this many matches: the cashier narrows the query rather than scrolling. */
export const MEMBER_SEARCH_LIMIT = 10;

/** The text as a LIKE prefix: %, _ and \ the cashier typed match only themselves. */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Finding the member at the till (issue 15): by membership number (what the member QR code holds), by
 * phone number in any usual form, or by e-mail, each as a prefix. Indexed: membership number (unique),
 * lower(email) and phone (text_pattern_ops, migration 0005).
 */
export async function searchMembers(db: Database, query: string): Promise<PosMemberMatch[]> {
  const text = query.trim();
  const phone = normalizePhone(text);
  const rows = await db
    .select({
      membershipNumber: loyaltyMembers.membershipNumber,
      firstName: loyaltyContacts.firstName,
      lastName: loyaltyContacts.lastName,
      email: loyaltyContacts.email,
      phone: loyaltyContacts.phone,
      tier: loyaltyTiers.name,
    })
    .from(loyaltyMembers)
    .innerJoin(loyaltyContacts, eq(loyaltyContacts.id, loyaltyMembers.contactId))
    .innerJoin(loyaltyTiers, eq(loyaltyTiers.id, loyaltyMembers.tierId))
    .where(
      or(
        like(loyaltyMembers.membershipNumber, likePrefix(text)),
        like(sql`lower(${loyaltyContacts.email})`, likePrefix(text.toLowerCase())),
        phone ? like(loyaltyContacts.phone, likePrefix(phone)) : undefined,
      ),
    )
    .orderBy(asc(loyaltyMembers.membershipNumber))
    .limit(MEMBER_SEARCH_LIMIT);
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, name: `${firstName} ${lastName}`.trim() }));
}
