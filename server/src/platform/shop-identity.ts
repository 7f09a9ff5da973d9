import { eq } from 'drizzle-orm';
import { normalizePhone } from '#domain/platform/phone.ts';
import type { ShopSettingField } from '#domain/back-office/shop.ts';
import { CatalogueCache } from './cache.ts';
import type { ShopIdentity } from './config.ts';
import type { Database } from './db/client.ts';
import { shopSettings } from './db/schema/index.ts';

export type ShopSettingsRow = Record<ShopSettingField, string | null>;

/** The stored settings over the SHOP_* defaults: a null (never set, or cleared) field keeps its variable. */
export function effectiveShopIdentity(defaults: ShopIdentity, row: ShopSettingsRow | undefined): ShopIdentity {
  const pick = (field: ShopSettingField) => row?.[field] || defaults[field];
  const phone = pick('phone');
  return { name: pick('name'), address: pick('address'), npwp: pick('npwp'), phone, whatsappNumber: normalizePhone(phone) ?? '', email: pick('email') };
}

/**
 * The shop's identity as receipts and /config.json use it (decision 023): the back office's settings
 * over the SHOP_* variables. Read through a small cache like the catalogue's (platform/cache.ts): the
 * back office's write empties it in this process, and its 5-second TTL bounds how long another server
 * process (WORKERS) keeps the old identity.
 */
export class ShopIdentitySource {
  private readonly cache = new CatalogueCache();

  constructor(
    private readonly db: Database,
    readonly defaults: ShopIdentity,
  ) {}

  async stored(): Promise<ShopSettingsRow | undefined> {
    const [row] = await this.db
      .select({ name: shopSettings.name, address: shopSettings.address, npwp: shopSettings.npwp, phone: shopSettings.phone, email: shopSettings.email })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1));
    return row;
  }

  current(): Promise<ShopIdentity> {
    return this.cache.get('shop', async () => effectiveShopIdentity(this.defaults, await this.stored()));
  }

  /** After a write to shop_settings (its transaction committed). */
  invalidate(): void {
    this.cache.invalidate();
  }
}
