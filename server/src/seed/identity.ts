import { CASHIER_ROLE } from '#domain/identity/roles.ts';
import { AccountService } from '../identity/embedded/accounts.ts';
import { DEMO_CASHIER, DEMO_SHOPPER, DEMO_SOCIAL_ACCOUNTS } from '../identity/embedded/demo-accounts.ts';
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
