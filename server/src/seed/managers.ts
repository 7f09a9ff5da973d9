import type { StaffRole } from '#domain/identity/roles.ts';
import { AccountService } from '../identity/embedded/accounts.ts';
import { DEMO_MANAGER } from '../identity/embedded/demo-accounts.ts';
import { hashPassword } from '../identity/embedded/passwords.ts';
import type { Executor, Transaction } from '../platform/db/client.ts';
import { posManagerPins } from '../platform/db/schema/index.ts';
import { pinCheckFor } from '../pos/index.ts';

export interface NewManager {
  email: string;
  password: string;
  name: string;
  nickname?: string;
  pin: string;
  role?: StaffRole;
}

/** A staff account with the manager role and its approval PIN (a scrypt hash, and the offline check value of decision 030). */
export async function createManagerAccount(db: Executor, manager: NewManager): Promise<{ userId: string }> {
  const account = await new AccountService(db).create({
    email: manager.email,
    password: manager.password,
    name: manager.name,
    ...(manager.nickname ? { nickname: manager.nickname } : {}),
    emailVerified: true,
    roles: [manager.role ?? 'manager'],
  });
  await db.insert(posManagerPins).values({ userId: account.userId, pinHash: await hashPassword(manager.pin), offlinePinCheck: await pinCheckFor(manager.pin) });
  return { userId: account.userId };
}

/** The demo manager (README, "Demo accounts"): approves returns at the till with PIN 2468. */
export async function seedDemoManager(tx: Transaction): Promise<void> {
  await createManagerAccount(tx, DEMO_MANAGER);
}
