import { randomBytes, pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { OfflinePolicy, PinCheck } from '#domain/pos/api/offline.ts';
import { DEFAULT_OFFLINE_LIMITS, PIN_CHECK_ITERATIONS } from '#domain/pos/offline.ts';
import { DEFAULT_TILL_LIMITS } from '#domain/pos/till-limits.ts';
import type { Executor } from '../platform/db/client.ts';
import { posManagerPins, posStores, shopSettings } from '../platform/db/schema/index.ts';
import { NotFound } from '../platform/errors.ts';

const derive = promisify(pbkdf2);

/**
 * The value a till caches to check a manager's PIN offline (docs/decisions/030-offline-till.md):
 * PBKDF2-SHA-256 of the PIN's UTF-8 bytes with a fresh 16-byte salt, the rounds of
 * PIN_CHECK_ITERATIONS, 32 bytes, hex; what WebCrypto's deriveBits gives for the same input.
 */
export async function pinCheckFor(pin: string): Promise<PinCheck> {
  const salt = randomBytes(16);
  const hash = await derive(pin, salt, PIN_CHECK_ITERATIONS, 32, 'sha256');
  return { salt: salt.toString('hex'), iterations: PIN_CHECK_ITERATIONS, hash: hash.toString('hex') };
}

/**
 * Draws a new check value for a manager whose PIN the server has just seen (set, or an approval at the
 * till): only then is the PIN at hand, and each new salt makes the values a till cached before useless.
 */
export async function refreshPinCheck(db: Executor, userId: string, pin: string): Promise<void> {
  await db.update(posManagerPins).set({ offlinePinCheck: await pinCheckFor(pin) }).where(eq(posManagerPins.userId, userId));
}

/** The owner's limits (shop_settings, decision 030, and the till's limits) for a store, with the managers the till may ask. */
export async function offlinePolicy(
  db: Executor,
  storeId: string,
  managers: { userId: string; name: string; pinCheck: PinCheck | null }[],
): Promise<OfflinePolicy> {
  const [store] = await db.select({ storeId: posStores.storeId }).from(posStores).where(eq(posStores.storeId, storeId));
  if (!store) throw new NotFound({ key: 'pos.offlineSale.unknownStore', values: { store: storeId } });
  const [settings] = await db
    .select({
      offlineMaxHours: shopSettings.offlineMaxHours,
      offlineMaxSaleRupiah: shopSettings.offlineMaxSaleRupiah,
      tillMaxLineQuantity: shopSettings.tillMaxLineQuantity,
      tillMaxSaleRupiah: shopSettings.tillMaxSaleRupiah,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return {
    storeId,
    ...(settings ?? { ...DEFAULT_OFFLINE_LIMITS, ...DEFAULT_TILL_LIMITS }),
    managers: managers.flatMap(({ userId, name, pinCheck }) => (pinCheck ? [{ userId, name, pinCheck }] : [])),
  };
}
