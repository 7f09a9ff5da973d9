import { asc, eq, sql } from 'drizzle-orm';
import type { HomeContent, Product, ProductCardItem, ShopItem } from '../../../domain/api.ts';
import { productPercentOff, productSellingPrice } from '../../../domain/catalog.ts';
import { toProduct } from '../catalog/products.ts';
import type { Database } from '../db/client.ts';
import { productLists, products, storefrontContent } from '../db/schema/index.ts';
import { PRODUCT_LISTS, type ContentSection } from '../db/seed/storefront.ts';

/** storefront.md §3 Product card item: what the shopper pays and the percent saved. */
export function toCardItem(p: Product): ProductCardItem {
  return {
    id: p['Product ID'],
    name: p['Product Name'],
    img: p['Image Url'],
    price: productSellingPrice(p),
    discount: productPercentOff(p),
  };
}

/** storefront.md §3 Shop items: the same card with the discount as text. */
export function toShopItem(p: Product): ShopItem {
  return { ...toCardItem(p), discount: String(productPercentOff(p)) };
}

/** Reads the home page's content: static sections and product lists priced from the catalogue. */
export class StorefrontContent {
  private readonly sections;
  private readonly list;

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
      .where(eq(productLists.list, sql.placeholder('list')))
      .orderBy(asc(productLists.position))
      .prepare('storefront_product_list');
  }

  private async productList(list: string): Promise<Product[]> {
    const rows = await this.list.execute({ list });
    return rows.map((r) => toProduct(r.product));
  }

  async home(): Promise<HomeContent> {
    const [rows, flashDeals, shop] = await Promise.all([
      this.sections.execute(),
      this.productList(PRODUCT_LISTS.flashDeals),
      this.productList(PRODUCT_LISTS.shop),
    ]);
    const section = <T>(name: ContentSection): T[] => rows.filter((r) => r.section === name).map((r) => r.item as T);
    return {
      categories: section('categories'),
      slides: section('slides'),
      flashDeals: flashDeals.map(toCardItem),
      topCategories: section('topCategories'),
      discounts: section('discounts'),
      newArrivals: section('newArrivals'),
      brands: section('brands'),
      shopItems: shop.map(toShopItem),
      banners: section('banners'),
    };
  }

  /** The Flash Deals list page (/flash-deals): the same products as the carousel. */
  async flashDeals(): Promise<Product[]> {
    return this.productList(PRODUCT_LISTS.flashDeals);
  }
}
