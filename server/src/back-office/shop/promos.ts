import { asc, eq, max, sql } from 'drizzle-orm';
import { promoDateIso, promoDateText, type AdminPromo, type PromoFormValues } from '#domain/back-office/shop.ts';
import type { PromoCategory } from '#domain/storefront/promo-categories.ts';
import type { Database } from '../../platform/db/client.ts';
import { promos } from '../../platform/db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/auth.ts';
import { backOfficeWrite } from '../../platform/audit.ts';
import { changes } from '../catalog/catalog.ts';

type PromoRow = typeof promos.$inferSelect;

/** The row as the back office shows it: the discount as a number, the dates also as calendar days. */
function toAdminPromo(row: PromoRow): AdminPromo {
  return { ...row, discount: Number.parseInt(row.discount, 10) || 0, startDay: promoDateIso(row.startDate), endDay: promoDateIso(row.endDate) };
}

/** The form as columns: the storefront's text dates ('1 Desember 2026') and percent text ('30'). */
function promoColumns(form: PromoFormValues) {
  const { startDate, endDate, discount, category, ...rest } = form;
  return { ...rest, category: category as PromoCategory, startDate: promoDateText(startDate), endDate: promoDateText(endDate), discount: String(discount) };
}

/** What the audit keeps of a promo: every field, the content as its JSON text (compared as a whole). */
const audited = ({ startDay: _s, endDay: _e, content, ...promo }: AdminPromo) => ({ ...promo, content: JSON.stringify(content) });

export async function listPromos(db: Database): Promise<AdminPromo[]> {
  return (await db.select().from(promos).orderBy(asc(promos.id))).map(toAdminPromo);
}

export async function getPromo(db: Database, id: number): Promise<AdminPromo> {
  const [row] = await db.select().from(promos).where(eq(promos.id, id));
  if (!row) throw new NotFound({ key: 'backOffice.errors.shop.noPromo', values: { id } });
  return toAdminPromo(row);
}

/** The next id; two adds at once take turns on a transaction lock, so neither gets the other's id. */
export async function createPromo(db: Database, actor: Principal, form: PromoFormValues): Promise<AdminPromo> {
  return backOfficeWrite(db, actor, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('admin:promo-ids', 0))`);
    const [last] = await tx.select({ id: max(promos.id) }).from(promos);
    const [row] = await tx
      .insert(promos)
      .values({ id: (last?.id ?? 0) + 1, ...promoColumns(form) })
      .returning();
    if (!row) throw new Error('promo insert returned nothing');
    const promo = toAdminPromo(row);
    return { result: promo, audit: { action: 'promo.create', entity: 'promo', entityId: String(row.id), before: null, after: audited(promo) } };
  });
}

export async function updatePromo(db: Database, actor: Principal, id: number, form: PromoFormValues): Promise<AdminPromo> {
  return backOfficeWrite(db, actor, async (tx) => {
    const [current] = await tx.select().from(promos).where(eq(promos.id, id)).for('update');
    if (!current) throw new NotFound({ key: 'backOffice.errors.shop.noPromo', values: { id } });
    const [row] = await tx.update(promos).set(promoColumns(form)).where(eq(promos.id, id)).returning();
    if (!row) throw new NotFound({ key: 'backOffice.errors.shop.noPromo', values: { id } });
    const promo = toAdminPromo(row);
    const diff = changes(audited(toAdminPromo(current)), audited(promo));
    return { result: promo, audit: diff && { action: 'promo.update', entity: 'promo', entityId: String(id), ...diff } };
  });
}
