import { asc, eq } from 'drizzle-orm';
import type { Promo, PromoDetail } from '#domain/storefront/api/content.ts';
import { DEFAULT_PROMO_ID, otherPromos, promoIdOrDefault } from '#domain/storefront/promos.ts';
import type { Database } from '../../platform/db/client.ts';
import { promos } from '../../platform/db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';

type PromoRow = typeof promos.$inferSelect;

const toPromo = ({ active: _active, ...row }: PromoRow): Promo => ({ ...row, category: row.category as Promo['category'] });

export class PromoCatalog {
  private readonly all;

  constructor(db: Database) {
    // A promo the back office deactivated is off the storefront (its link falls back; decision 023).
    this.all = db.select().from(promos).where(eq(promos.active, true)).orderBy(asc(promos.id)).prepare('promos_all');
  }

  async list(): Promise<Promo[]> {
    return (await this.all.execute()).map(toPromo);
  }

  /** storefront.md §2 Promo detail: an unknown id falls back to promo 1; two other promos. */
  async detail(rawId: string | undefined): Promise<PromoDetail> {
    return promoDetail(await this.list(), rawId);
  }
}

/** A promo and two others out of every active promo (`all`, in id order); promo 1, or the first, when the id is unknown. */
export function promoDetail(all: Promo[], rawId: string | undefined): PromoDetail {
  const wanted = promoIdOrDefault(rawId);
  const promo = all.find((p) => p.id === wanted) ?? all.find((p) => p.id === DEFAULT_PROMO_ID) ?? all[0];
  if (!promo) throw new NotFound({ key: 'storefront.errors.noPromos' });
  return { promo, others: otherPromos(all, promo.id) };
}
