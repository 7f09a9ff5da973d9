import { and, eq } from 'drizzle-orm';
import { CASHIER_ROLE } from '#domain/identity/roles.ts';
import { AccountService } from '../identity/embedded/accounts.ts';
import { DEMO_CASHIER, DEMO_SHOPPER, DEMO_SOCIAL_ACCOUNTS, FORMER_DEMO_CASHIER_NAME } from '../identity/embedded/demo-accounts.ts';
import type { Transaction } from '../platform/db/client.ts';
import { identityAccounts } from '../platform/db/schema/index.ts';

/**
 * Demo accounts of the embedded provider: a shopper, a cashier (the POS needs the staff role) and one
 * account per social connection (no password; storefront.md §2 read-only profile rules).
 */
export async function seedIdentityAccounts(tx: Transaction): Promise<void> {
  const accounts = new AccountService(tx);
  await accounts.create({ ...DEMO_SHOPPER, emailVerified: true });
  await accounts.create({ ...DEMO_CASHIER, emailVerified: true, roles: [CASHIER_ROLE] });
  await tx
    .insert(identityAccounts)
    .values(
      Object.values(DEMO_SOCIAL_ACCOUNTS).map((social) => ({
        userId: social.userId,
        email: social.email,
        emailVerified: true,
        passwordHash: null,
        name: social.name,
        nickname: social.nickname,
        identities: [{ connection: social.connection, provider: social.connection, user_id: social.userId.split('|')[1] ?? '', isSocial: true }],
      })),
    )
    .onConflictDoNothing();
}

/**
 * The demo cashier was named Budi Santoso, as member 1001 is: a database seeded before keeps its data but
 * gets the cashier's new name, unless someone has renamed the account since.
 */
export async function renameDemoCashier(tx: Transaction): Promise<void> {
  await tx
    .update(identityAccounts)
    .set({ name: DEMO_CASHIER.name, nickname: DEMO_CASHIER.nickname })
    .where(and(eq(identityAccounts.email, DEMO_CASHIER.email), eq(identityAccounts.name, FORMER_DEMO_CASHIER_NAME)));
}
