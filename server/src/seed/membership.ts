import { AccountService } from '../identity/embedded/accounts.ts';
import type { Transaction } from '../platform/db/client.ts';
import { membershipOwners } from '../platform/db/schema/index.ts';
import { DEMO_MEMBERS } from './loyalty-demo.ts';

/** The demo password of member N's account: `Poin#N` (README, "Demo accounts"). */
export const demoMemberPassword = (membershipNumber: string) => `Poin#${membershipNumber}`;

/**
 * One shopper account per demo member (decision 009): the member's contact e-mail, verified, password
 * `Poin#<number>`, already linked to the membership (as signing in would link it by the verified e-mail).
 */
export async function seedDemoMemberAccounts(tx: Transaction): Promise<void> {
  const accounts = new AccountService(tx);
  for (const member of DEMO_MEMBERS) {
    const existing = await accounts.findByEmail(member.email);
    const account =
      existing ??
      (await accounts.create({
        email: member.email,
        password: demoMemberPassword(member.membershipNumber),
        name: `${member.firstName} ${member.lastName}`,
        emailVerified: true,
      }));
    await tx.insert(membershipOwners).values({ userId: account.userId, membershipNumber: member.membershipNumber, linkedVia: 'email' }).onConflictDoNothing();
  }
}
