import { asc, count, eq, max } from 'drizzle-orm';
import { SHOP_SETTING_FIELDS, type AdminStore, type ShopSettingsResponse, type ShopSettingsValues, type StoreListResponse } from '#domain/back-office/shop.ts';
import type { z } from 'zod';
import type { Language } from '#domain/platform/language.ts';
import { DEFAULT_OFFLINE_LIMITS } from '#domain/pos/offline.ts';
import { DEFAULT_TILL_LIMITS } from '#domain/pos/till-limits.ts';
import type { newStoreForm, storeForm } from '#domain/back-office/shop.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { posOrders, posStores, shopSettings } from '../../platform/db/schema/index.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/auth.ts';
import { effectiveShopIdentity, type ShopIdentitySource, type ShopSettingsRow } from '../../platform/shop-identity.ts';
import { backOfficeWrite } from '../../platform/audit.ts';
import { changes } from '../catalog/catalog.ts';

// ---------------------------------------------------------------- shop identity (§8)

const asForm = (row: ShopSettingsRow | undefined) =>
  Object.fromEntries(SHOP_SETTING_FIELDS.map((field) => [field, row?.[field] ?? ''])) as Record<(typeof SHOP_SETTING_FIELDS)[number], string>;

/** Every stored setting, the default language too, as the form has them ('' = not set): what the audit compares. */
const STORED_FIELDS = [...SHOP_SETTING_FIELDS, 'defaultLanguage'] as const;
const asStoredForm = (row: (ShopSettingsRow & Partial<OfflineLimits> & Partial<TillLimits>) | undefined) => ({
  ...Object.fromEntries(STORED_FIELDS.map((field) => [field, row?.[field] ?? ''])),
  offlineMaxHours: row?.offlineMaxHours ?? DEFAULT_OFFLINE_LIMITS.offlineMaxHours,
  offlineMaxSaleRupiah: row?.offlineMaxSaleRupiah ?? DEFAULT_OFFLINE_LIMITS.offlineMaxSaleRupiah,
  tillMaxLineQuantity: row?.tillMaxLineQuantity ?? DEFAULT_TILL_LIMITS.tillMaxLineQuantity,
  tillMaxSaleRupiah: row?.tillMaxSaleRupiah ?? DEFAULT_TILL_LIMITS.tillMaxSaleRupiah,
});

type OfflineLimits = ShopSettingsResponse['offline'];
type TillLimits = ShopSettingsResponse['till'];
type Limits = { offline: OfflineLimits; till: TillLimits };

function response(source: ShopIdentitySource, row: ShopSettingsRow | undefined, { offline, till }: Limits, fallback: Language): ShopSettingsResponse {
  const { whatsappNumber: _w, ...defaults } = source.defaults;
  const language = { setting: row?.defaultLanguage ?? '', default: fallback, effective: row?.defaultLanguage ?? fallback } as const;
  return { settings: asForm(row), defaults, effective: effectiveShopIdentity(source.defaults, row), defaultLanguage: language, offline, till };
}

/** The till's offline limits (decision 030) and its limits: the stored row's, or the defaults before one is stored. */
const limitsOf = (row: (OfflineLimits & TillLimits) | undefined): Limits => ({
  offline: row ? { offlineMaxHours: row.offlineMaxHours, offlineMaxSaleRupiah: row.offlineMaxSaleRupiah } : { ...DEFAULT_OFFLINE_LIMITS },
  till: row ? { tillMaxLineQuantity: row.tillMaxLineQuantity, tillMaxSaleRupiah: row.tillMaxSaleRupiah } : { ...DEFAULT_TILL_LIMITS },
});

async function storedLimits(db: Database | Transaction): Promise<Limits> {
  const [row] = await db
    .select({
      offlineMaxHours: shopSettings.offlineMaxHours,
      offlineMaxSaleRupiah: shopSettings.offlineMaxSaleRupiah,
      tillMaxLineQuantity: shopSettings.tillMaxLineQuantity,
      tillMaxSaleRupiah: shopSettings.tillMaxSaleRupiah,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return limitsOf(row);
}

/** `fallback`: DEFAULT_LANGUAGE, the language when the setting is empty. */
export async function getShopSettings(db: Database, source: ShopIdentitySource, fallback: Language): Promise<ShopSettingsResponse> {
  const [row, limits] = await Promise.all([source.stored(), storedLimits(db)]);
  return response(source, row, limits, fallback);
}

/**
 * One row (id 1); '' stores null, so the field follows its SHOP_* variable (or DEFAULT_LANGUAGE) again.
 * The offline and till limits change only when the form sends them; the audit records them with the rest.
 */
export async function updateShopSettings(db: Database, source: ShopIdentitySource, actor: Principal, form: ShopSettingsValues, fallback: Language): Promise<ShopSettingsResponse> {
  const values = {
    ...(Object.fromEntries(STORED_FIELDS.map((field) => [field, form[field] === '' ? null : form[field]])) as ShopSettingsRow),
    ...(form.offlineMaxHours === undefined ? {} : { offlineMaxHours: form.offlineMaxHours }),
    ...(form.offlineMaxSaleRupiah === undefined ? {} : { offlineMaxSaleRupiah: form.offlineMaxSaleRupiah }),
    ...(form.tillMaxLineQuantity === undefined ? {} : { tillMaxLineQuantity: form.tillMaxLineQuantity }),
    ...(form.tillMaxSaleRupiah === undefined ? {} : { tillMaxSaleRupiah: form.tillMaxSaleRupiah }),
  };
  const row = await backOfficeWrite(db, actor, async (tx) => {
    const [before] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1)).for('update');
    const [after] = await tx
      .insert(shopSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, updatedAt: new Date() } })
      .returning();
    const diff = changes(asStoredForm(before), asStoredForm(after));
    return { result: after, audit: diff && { action: 'settings.shop', entity: 'settings', entityId: 'shop', ...diff } };
  });
  source.invalidate(row);
  return response(source, row, limitsOf(row), fallback);
}

// ---------------------------------------------------------------- POS stores (§8)

async function storeOrders(db: Database | Transaction, storeId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posOrders).where(eq(posOrders.storeId, storeId));
  return row?.n ?? 0;
}

export async function listStores(db: Database): Promise<StoreListResponse> {
  const [stores, orders] = await Promise.all([
    db.select().from(posStores).orderBy(asc(posStores.position)),
    db.select({ storeId: posOrders.storeId, n: count() }).from(posOrders).groupBy(posOrders.storeId),
  ]);
  const counts = new Map(orders.map((o) => [o.storeId, o.n]));
  return { stores: stores.map((s) => ({ storeId: s.storeId, name: s.name, brand: s.brand, accountId: s.accountId, orders: counts.get(s.storeId) ?? 0 })) };
}

/** A new store: last of its brand; its account id follows the seed's pattern (ACC-<store id>). */
export async function createStore(db: Database, actor: Principal, form: z.output<typeof newStoreForm>): Promise<AdminStore> {
  return backOfficeWrite(db, actor, async (tx) => {
    const [taken] = await tx.select({ name: posStores.name }).from(posStores).where(eq(posStores.storeId, form.storeId));
    if (taken) throw new Conflict({ key: 'backOffice.errors.shop.storeIdTaken', values: { id: form.storeId, store: taken.name } });
    const [last] = await tx.select({ position: max(posStores.position) }).from(posStores);
    const [row] = await tx
      .insert(posStores)
      .values({ id: crypto.randomUUID(), storeId: form.storeId, name: form.name, brand: form.brand, accountId: `ACC-${form.storeId}`, position: (last?.position ?? 0) + 1 })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new Conflict({ key: 'backOffice.errors.shop.storeIdTakenNow', values: { id: form.storeId } });
    const store: AdminStore = { storeId: row.storeId, name: row.name, brand: row.brand, accountId: row.accountId, orders: 0 };
    return { result: store, audit: { action: 'store.create', entity: 'store', entityId: row.storeId, before: null, after: { name: row.name, brand: row.brand } } };
  });
}

/** Name and brand only: the store id is what orders, shifts, returns and Z reports point at, so it never changes. */
export async function updateStore(db: Database, actor: Principal, storeId: string, form: z.output<typeof storeForm>): Promise<AdminStore> {
  return backOfficeWrite(db, actor, async (tx) => {
    const [current] = await tx.select().from(posStores).where(eq(posStores.storeId, storeId)).for('update');
    if (!current) throw new NotFound({ key: 'backOffice.errors.shop.noStore', values: { id: storeId } });
    const [row] = await tx.update(posStores).set({ name: form.name, brand: form.brand }).where(eq(posStores.storeId, storeId)).returning();
    if (!row) throw new NotFound({ key: 'backOffice.errors.shop.noStore', values: { id: storeId } });
    const store: AdminStore = { storeId: row.storeId, name: row.name, brand: row.brand, accountId: row.accountId, orders: await storeOrders(tx, storeId) };
    const diff = changes({ name: current.name, brand: current.brand }, { name: row.name, brand: row.brand });
    return { result: store, audit: diff && { action: 'store.update', entity: 'store', entityId: storeId, ...diff } };
  });
}
