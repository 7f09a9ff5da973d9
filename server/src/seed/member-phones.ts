import { eq } from 'drizzle-orm';
import type { Transaction } from '../platform/db/client.ts';
import { loyaltyContacts, loyaltyMembers } from '../platform/db/schema/index.ts';
import { DEMO_MEMBERS } from './loyalty-demo.ts';

/**
 * The demo members' phone numbers (the cashier finds a member by phone). A step of its own,
 * so a database seeded before phones existed gets them too.
 */
export async function seedDemoMemberPhones(tx: Transaction): Promise<void> {
  for (const member of DEMO_MEMBERS) {
    const [row] = await tx
      .select({ contactId: loyaltyMembers.contactId })
      .from(loyaltyMembers)
      .where(eq(loyaltyMembers.membershipNumber, member.membershipNumber));
    if (row) await tx.update(loyaltyContacts).set({ phone: member.phone }).where(eq(loyaltyContacts.id, row.contactId));
  }
}
