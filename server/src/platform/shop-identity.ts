import { eq } from 'drizzle-orm';
import type { Language } from '#domain/platform/language.ts';
import { normalizePhone } from '#domain/platform/phone.ts';
import type { ShopSettingField } from '#domain/back-office/shop.ts';
import { CatalogueCache } from './cache.ts';
import type { ShopIdentity } from './config.ts';
import type { Database } from './db/client.ts';
import { shopSettings } from './db/schema/index.ts';

export type ShopSettingsRow = Record<ShopSettingField, string | null> & { defaultLanguage: Language | null };

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
 *
 * The shop's default language (decision 029) is one of those settings, but the error handler and the
 * page's <html lang> need it synchronously: `language()` answers with the last value read and asks the
 * cache for a fresh one in the background (a hit costs nothing), so a change shows within the TTL.
 */
export class ShopIdentitySource {
  private readonly cache = new CatalogueCache();
  /** The stored default language as last read; undefined before the first read, null when not set. */
  private storedLanguage: Language | null | undefined;

  constructor(
    private readonly db: Database,
    readonly defaults: ShopIdentity,
  ) {}

  async stored(): Promise<ShopSettingsRow | undefined> {
    const [row] = await this.db
      .select({ name: shopSettings.name, address: shopSettings.address, npwp: shopSettings.npwp, phone: shopSettings.phone, email: shopSettings.email, defaultLanguage: shopSettings.defaultLanguage })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1));
    return row;
  }

  current(): Promise<ShopIdentity> {
    return this.cache.get('shop', async () => {
      const row = await this.stored();
      this.storedLanguage = row?.defaultLanguage ?? null;
      return effectiveShopIdentity(this.defaults, row);
    });
  }

  /** The shop's default language now: the stored setting over `fallback` (DEFAULT_LANGUAGE). */
  language(fallback: Language): Language {
    // A failed read keeps the last value; the next call tries again.
    this.current().catch(() => undefined);
    return this.storedLanguage ?? fallback;
  }

  /** After a write to shop_settings (its transaction committed); `row` is what it stored. */
  invalidate(row?: ShopSettingsRow): void {
    this.cache.invalidate();
    if (row) this.storedLanguage = row.defaultLanguage;
  }
}
