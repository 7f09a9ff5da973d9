import { and, asc, eq, sql } from 'drizzle-orm';
import type { HomeContent, ProductCardItem } from '#domain/storefront/api/content.ts';
import type { Product } from '#domain/storefront/api/catalog.ts';
import { percentOff, parseRupiah } from '#domain/platform/money.ts';
import { toProduct } from '../catalog/products.ts';
import type { CatalogueCache } from '../../platform/cache.ts';
import type { Database } from '../../platform/db/client.ts';
import { productLists, products, storefrontContent } from '../../platform/db/schema/index.ts';
import { PRODUCT_LISTS, type ContentSection } from '#domain/storefront/content.ts';

interface CardRow {
  productId: string;
  productName: string;
  imageUrl: string;
  priceIdr: string;
  discountPriceIdr: string;
}

/**
 * storefront.md §3 Product card item from the few columns it needs (PGlite's cost grows with the
 * columns read): what the shopper pays and the percent saved.
 */
function cardFromRow(row: CardRow): ProductCardItem {
  const price = parseRupiah(row.priceIdr);
  const selling = parseRupiah(row.discountPriceIdr);
  return { id: row.productId, name: row.productName, img: row.imageUrl, price: selling, discount: percentOff(price, selling) };
}

/** Reads the home page's content: static sections and product lists priced from the catalogue. */
export class StorefrontContent {
  private readonly sections;
  private readonly list;
  private readonly cards;

  constructor(db: Database) {
    this.sections = db
      .select()
      .from(storefrontContent)
      .orderBy(asc(storefrontContent.section), asc(storefrontContent.position))
      .prepare('storefront_content_all');
    this.list = db
      .select({ product: products })
      .from(productLists)
      .innerJoin(products, eq(products.productId, productLists.productId))
      .where(and(eq(productLists.list, sql.placeholder('list')), eq(products.status, 'Active')))
      .orderBy(asc(productLists.position))
      .prepare('storefront_product_list');
    this.cards = db
      .select({
        list: productLists.list,
        productId: products.productId,
        productName: products.productName,
        imageUrl: products.imageUrl,
        priceIdr: products.priceIdr,
        discountPriceIdr: products.discountPriceIdr,
      })
      .from(productLists)
      .innerJoin(products, eq(products.productId, productLists.productId))
      .where(eq(products.status, 'Active'))
      .orderBy(asc(productLists.list), asc(productLists.position))
      .prepare('storefront_product_cards');
  }

  private async productList(list: string): Promise<Product[]> {
    const rows = await this.list.execute({ list });
    return rows.map((r) => toProduct(r.product));
  }

  /** Every home section (the routes keep it in the catalogue cache, platform/cache.ts). */
  async home(): Promise<HomeContent> {
    const rows = await this.sections.execute();
    const cards = await this.cards.execute();
    const section = <T>(name: ContentSection): T[] => rows.filter((r) => r.section === name).map((r) => r.item as T);
    const list = (name: string) => cards.filter((c) => c.list === name).map(cardFromRow);
    const content: HomeContent = {
      categories: section('categories'),
      slides: section('slides'),
      flashDeals: list(PRODUCT_LISTS.flashDeals),
      topCategories: section('topCategories'),
      discounts: section('discounts'),
      newArrivals: section('newArrivals'),
      brands: section('brands'),
      shopItems: list(PRODUCT_LISTS.shop).map((card) => ({ ...card, discount: String(card.discount) })),
      banners: section('banners'),
    };
    return content;
  }

  /** The Flash Deals list page (/flash-deals): the same products as the carousel. */
  async flashDeals(): Promise<Product[]> {
    return this.productList(PRODUCT_LISTS.flashDeals);
  }
}

/** The home page's content through the catalogue cache: its JSON answer and its HTML's preloads share one read. */
export function cachedHome(cache: CatalogueCache, content: StorefrontContent): Promise<HomeContent> {
  return cache.get('home', () => content.home());
}
