import { and, asc, eq, inArray } from 'drizzle-orm';
import { HOME_LISTS, HOME_SECTION_NAMES, type AdminHomeResponse, type HomeListName } from '#domain/back-office/shop.ts';
import type { z } from 'zod';
import type { homeListForm, homeSectionForm } from '#domain/back-office/shop.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { productLists, products, storefrontContent } from '../../platform/db/schema/index.ts';
import { InvalidInput } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/auth.ts';
import { backOfficeWrite } from '../../platform/audit.ts';

type Items = Record<string, unknown>[];

/** The home page as stored: every static section's items and both product lists (inactive products too). */
export async function getHome(db: Database | Transaction): Promise<AdminHomeResponse> {
  const [rows, listed] = await Promise.all([
    db.select().from(storefrontContent).orderBy(asc(storefrontContent.section), asc(storefrontContent.position)),
    db
      .select({ list: productLists.list, productId: products.productId, productName: products.productName, imageUrl: products.imageUrl, status: products.status })
      .from(productLists)
      .innerJoin(products, eq(products.productId, productLists.productId))
      .orderBy(asc(productLists.list), asc(productLists.position)),
  ]);
  const sections = Object.fromEntries(HOME_SECTION_NAMES.map((name) => [name, rows.filter((r) => r.section === name).map((r) => r.item as Record<string, unknown>)]));
  const list = (name: HomeListName) => listed.filter((r) => r.list === HOME_LISTS[name].list).map(({ list: _list, ...product }) => product);
  return { sections: sections as AdminHomeResponse['sections'], lists: { flashDeals: list('flashDeals'), shop: list('shop') } };
}

/** Replaces a section's items in one transaction; slides are numbered 1, 2, 3… in their new order. */
export async function updateHomeSection(db: Database, actor: Principal, form: z.output<typeof homeSectionForm>): Promise<AdminHomeResponse> {
  return backOfficeWrite(db, actor, async (tx) => {
    const before = (await tx.select().from(storefrontContent).where(eq(storefrontContent.section, form.section)).orderBy(asc(storefrontContent.position)).for('update')).map((r) => r.item);
    const items: Items = form.section === 'slides' ? form.items.map((item, index) => ({ id: index + 1, ...item })) : (form.items as Items);
    await tx.delete(storefrontContent).where(eq(storefrontContent.section, form.section));
    if (items.length > 0) await tx.insert(storefrontContent).values(items.map((item, position) => ({ section: form.section, position, item })));
    const changed = JSON.stringify(before) !== JSON.stringify(items);
    return { result: await getHome(tx), audit: changed ? { action: 'home.section', entity: 'home-section', entityId: form.section, before, after: items } : null };
  });
}

/** Sets a product list; every id must be a product (an inactive one stays listed but the storefront skips it). */
export async function updateHomeList(db: Database, actor: Principal, form: z.output<typeof homeListForm>): Promise<AdminHomeResponse> {
  const list = HOME_LISTS[form.list].list;
  return backOfficeWrite(db, actor, async (tx) => {
    if (form.productIds.length > 0) {
      const found = new Set((await tx.select({ id: products.productId }).from(products).where(inArray(products.productId, form.productIds))).map((p) => p.id));
      const missing = form.productIds.filter((id) => !found.has(id));
      if (missing.length > 0) {
        const text = { key: 'backOffice.errors.shop.unknownProducts', values: { ids: missing.map((id) => `'${id}'`).join(', ') } } as const;
        throw new InvalidInput(text, { productIds: text });
      }
    }
    const before = (await tx.select({ productId: productLists.productId }).from(productLists).where(eq(productLists.list, list)).orderBy(asc(productLists.position)).for('update')).map((r) => r.productId);
    await tx.delete(productLists).where(and(eq(productLists.list, list)));
    if (form.productIds.length > 0) await tx.insert(productLists).values(form.productIds.map((productId, position) => ({ list, position, productId })));
    const changed = before.join('\n') !== form.productIds.join('\n');
    return { result: await getHome(tx), audit: changed ? { action: 'home.list', entity: 'home-list', entityId: list, before, after: form.productIds } : null };
  });
}
