import { AccountService } from '../identity/embedded/accounts.ts';
import type { Transaction } from '../platform/db/client.ts';

/** The back office's demo administrator (README, "Demo accounts"); the demo manager is seeded with the returns work. */
const DEMO_ADMIN = { email: 'admin@lumbung.test', password: 'Admin#2024', name: 'Admin Lumbung', nickname: 'admin' } as const;

export async function seedDemoAdmin(tx: Transaction): Promise<void> {
  const accounts = new AccountService(tx);
  await accounts.create({ ...DEMO_ADMIN, emailVerified: true, roles: ['admin'] });
}
