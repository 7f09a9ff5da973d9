/**
 * The back office's shop settings and storefront content (decision 023): the shop's
 * identity (receipts, footer), the POS stores, the promos and the home page's sections. The server
 * validates its bodies with these schemas and the /admin forms validate with the same ones (decision 017).
 */
import { z } from 'zod';
import { imageUrl } from './catalog.ts';
import { normalizePhone } from '../platform/phone.ts';
import { PROMO_CATEGORIES } from '../storefront/promo-categories.ts';
import { STORE_BRANDS } from '../loyalty/vouchers.ts';
import { LANGUAGES } from '../platform/language.ts';

const text = (label: string, max: number) => z.string({ error: `Enter the ${label}` }).trim().max(max, `The ${label} has at most ${max} characters`);
const required = (label: string, max: number) => text(label, max).min(1, `Enter the ${label}`);

// ---------------------------------------------------------------- shop identity (§8)

/**
 * An Indonesian NPWP, normalised: the 15-digit form as 99.999.999.9-999.999, the 16-digit form (the
 * NIK-based number every taxpayer has since 2024) in four groups of four as 0316.8425.9071.2000.
 * Dots, dashes and spaces are ignored; null when it is neither.
 */
export function normalizeNpwp(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[\d.\-\s]+$/.test(trimmed)) return null;
  const d = trimmed.replace(/\D/g, '');
  if (d.length === 15) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}.${d.slice(8, 9)}-${d.slice(9, 12)}.${d.slice(12)}`;
  if (d.length === 16) return `${d.slice(0, 4)}.${d.slice(4, 8)}.${d.slice(8, 12)}.${d.slice(12)}`;
  return null;
}

const NPWP_MESSAGE = 'An NPWP is 15 digits (99.999.999.9-999.999) or 16 digits (the NIK-based form, 0316.8425.9071.2000)';

/** A setting left empty uses the SHOP_* variable (shown beside the field); a filled one must pass `schema`. */
const optional = (schema: z.ZodType<string, string>) =>
  z
    .string({ error: 'Enter text or leave it empty' })
    .trim()
    .transform((value, context) => {
      if (value === '') return '';
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });

const SHOP_FIELD_LIMITS = { name: 120, address: 300 } as const;

export const shopSettingsForm = z.object({
  name: optional(z.string().max(SHOP_FIELD_LIMITS.name, `The shop name has at most ${SHOP_FIELD_LIMITS.name} characters`)),
  address: optional(z.string().max(SHOP_FIELD_LIMITS.address, `The address has at most ${SHOP_FIELD_LIMITS.address} characters`)),
  npwp: optional(
    z.string().transform((value, context) => {
      const npwp = normalizeNpwp(value);
      if (npwp === null) {
        context.addIssue({ code: 'custom', message: NPWP_MESSAGE });
        return z.NEVER;
      }
      return npwp;
    }),
  ),
  phone: optional(z.string().max(30, 'A phone number has at most 30 characters').refine((value) => normalizePhone(value) !== null, 'Enter an Indonesian phone number such as +62 812-1000-2026 or 021 5790 1234')),
  email: optional(z.email('Enter an e-mail address such as halo@lumbung.shop').max(200, 'An e-mail address has at most 200 characters')),
  /** The language of visitors who chose none (decision 029); '' (or absent): DEFAULT_LANGUAGE. */
  defaultLanguage: z.enum(['', ...LANGUAGES], { error: 'Choose Bahasa Indonesia or English' }).default(''),
});
export type ShopSettingsForm = z.input<typeof shopSettingsForm>;
export type ShopSettingsValues = z.output<typeof shopSettingsForm>;
export const SHOP_SETTING_FIELDS = ['name', 'address', 'npwp', 'phone', 'email'] as const;
export type ShopSettingField = (typeof SHOP_SETTING_FIELDS)[number];

const shopFields = z.object({ name: z.string(), address: z.string(), npwp: z.string(), phone: z.string(), email: z.string() });
export const shopSettingsResponse = z.object({
  /** What the back office stored: '' where the variable applies. */
  settings: shopFields,
  /** The SHOP_* variables: what an empty setting falls back to. */
  defaults: shopFields,
  /** What receipts and /config.json use now. */
  effective: shopFields.extend({ whatsappNumber: z.string() }),
  /** The shop's default language: as stored ('' = DEFAULT_LANGUAGE), the variable's, and the one pages use now. */
  defaultLanguage: z.object({ setting: z.enum(['', ...LANGUAGES]), default: z.enum(LANGUAGES), effective: z.enum(LANGUAGES) }),
});
export type ShopSettingsResponse = z.infer<typeof shopSettingsResponse>;

// ---------------------------------------------------------------- POS stores (§8)

export const storeForm = z.object({
  name: required('store name', 120),
  brand: z.enum(STORE_BRANDS, { error: 'Choose Grand Lucky or Erafone' }),
});
export type StoreForm = z.input<typeof storeForm>;

/** A new store names its id once: orders, shifts, returns and Z reports keep it, so it never changes. */
export const newStoreForm = z
  .object({ storeId: z.string({ error: 'Enter the store ID' }).trim().regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, 'A store ID is capital letters, digits and dashes, e.g. STORE-015') })
  .and(storeForm);
export type NewStoreForm = z.input<typeof newStoreForm>;

export const adminStore = z.object({
  storeId: z.string(),
  name: z.string(),
  brand: z.string(),
  accountId: z.string(),
  /** POS orders booked at the store. */
  orders: z.number().int(),
});
export type AdminStore = z.infer<typeof adminStore>;
export const storeListResponse = z.object({ stores: z.array(adminStore) });
export type StoreListResponse = z.infer<typeof storeListResponse>;
export const storeIdParams = z.object({ storeId: z.string().max(40) });

// ---------------------------------------------------------------- promos (§2)

const MONTHS_ID = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/** '2026-12-01' as the storefront shows promo dates: '1 Desember 2026'. */
export function promoDateText(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS_ID[(month ?? 1) - 1]} ${year}`;
}

/** '1 Desember 2026' back to '2026-12-01'; '' when the text is not such a date. */
export function promoDateIso(textDate: string): string {
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(textDate.trim());
  const month = match ? MONTHS_ID.findIndex((m) => m.toLowerCase() === match[2]?.toLowerCase()) : -1;
  if (!match || month < 0) return '';
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
}

const isoDay = (label: string) =>
  z
    .string({ error: `Choose the ${label}` })
    .trim()
    .min(1, `Choose the ${label}`)
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `The ${label} is a calendar day`);

const blockText = z.string({ error: 'Enter the text' }).trim().min(1, 'Enter the text of the block').max(2000, 'A block has at most 2000 characters');
const blockItems = z
  .array(z.string().trim().min(1, 'An item cannot be empty').max(300, 'An item has at most 300 characters'), { error: 'Enter the items' })
  .min(1, 'Enter at least one item, one a line')
  .max(20, 'A list has at most 20 items');

/** The promo detail's rich content (domain/storefront/api/content.ts promoContentBlock), with limits. */
const promoBlockForm = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: blockText }),
  z.object({ type: z.literal('heading'), text: blockText }),
  z.object({ type: z.literal('list'), items: blockItems }),
  z.object({ type: z.literal('terms'), items: blockItems }),
], { error: 'Choose paragraph, heading, list or terms' });
export const PROMO_BLOCK_TYPES = ['paragraph', 'heading', 'list', 'terms'] as const;

/** Every field of the spec's Promo (storefront.md §3); dates as calendar days, shown on the storefront as '1 Desember 2026'. */
export const promoForm = z
  .object({
    title: required('title', 120),
    description: required('description', 500),
    image: imageUrl,
    startDate: isoDay('start date'),
    endDate: isoDay('end date'),
    category: z.enum(PROMO_CATEGORIES, { error: 'Choose a category' }),
    featured: z.boolean({ error: 'Featured is yes or no' }),
    discount: z
      .number({ error: 'Enter the discount in percent' })
      .int('The discount is a whole percent')
      .min(1, 'The discount is at least 1%')
      .max(99, 'The discount is at most 99%'),
    content: z.array(promoBlockForm, { error: 'Add the detail content' }).max(30, 'A promo has at most 30 content blocks'),
    active: z.boolean({ error: 'Active is yes or no' }),
  })
  .superRefine((form, context) => {
    if (form.startDate && form.endDate && form.endDate < form.startDate) context.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date cannot be before the start date' });
  });
export type PromoForm = z.input<typeof promoForm>;
export type PromoFormValues = z.output<typeof promoForm>;

export const adminPromo = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  /** As the storefront shows them ('1 Desember 2026'), and as calendar days for the form. */
  startDate: z.string(),
  endDate: z.string(),
  startDay: z.string(),
  endDay: z.string(),
  category: z.string(),
  featured: z.boolean(),
  discount: z.number().int(),
  content: z.array(promoBlockForm),
  active: z.boolean(),
});
export type AdminPromo = z.infer<typeof adminPromo>;
export const promoListResponse = z.object({ promos: z.array(adminPromo) });
export const promoIdParams = z.object({ id: z.coerce.number({ error: 'No such promo' }).int('No such promo').min(1, 'No such promo').max(1_000_000, 'No such promo') });

// ---------------------------------------------------------------- home page sections (§2)

const image = imageUrl;
const caption = (label: string, max = 120) => required(label, max);
const price = z.number({ error: 'Enter the price in whole rupiah' }).int('The price is whole rupiah').min(0, 'The price cannot be negative').max(1_000_000_000, 'The price is at most Rp 1.000.000.000');
/** The home page always shows every section, so none may be left empty. */
const items = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: 'Send the items' }).min(1, 'Keep at least one item: the home page always shows this section').max(max, `A section has at most ${max} items`);

/** The static home sections (storefront_content), each item as the storefront reads it (storefront.md §3). */
export const HOME_SECTIONS = {
  categories: { label: 'Category sidebar', max: 20, item: z.object({ name: caption('name', 60), image }) },
  slides: { label: 'Banner slides', max: 10, item: z.object({ title: caption('title'), desc: caption('text', 300), cover: image }) },
  topCategories: {
    label: 'Top Categories',
    max: 12,
    item: z.object({ name: caption('name', 60), image, ordersThisWeek: z.number({ error: 'Enter the orders this week' }).int('Orders are a whole number').min(0, 'Orders cannot be negative').max(10_000_000, 'At most 10.000.000 orders') }),
  },
  discounts: { label: 'Huge Discounts', max: 20, item: z.object({ name: caption('name', 80), cover: image, price }) },
  newArrivals: { label: 'New Arrivals', max: 12, item: z.object({ name: caption('name', 80), cover: image, price }) },
  brands: { label: 'Brands', max: 20, item: z.object({ name: caption('name', 60), logo: image }) },
  banners: { label: 'Banners', max: 6, item: z.object({ title: caption('title'), subtitle: caption('subtitle', 200), image }) },
} as const;
export type HomeSectionName = keyof typeof HOME_SECTIONS;
export const HOME_SECTION_NAMES = Object.keys(HOME_SECTIONS) as HomeSectionName[];

/** One section's items, in order (slides get their ids 1, 2, 3… from the order). */
export const homeSectionForm = z.discriminatedUnion(
  'section',
  [
    z.object({ section: z.literal('categories'), items: items(HOME_SECTIONS.categories.item, HOME_SECTIONS.categories.max) }),
    z.object({ section: z.literal('slides'), items: items(HOME_SECTIONS.slides.item, HOME_SECTIONS.slides.max) }),
    z.object({ section: z.literal('topCategories'), items: items(HOME_SECTIONS.topCategories.item, HOME_SECTIONS.topCategories.max) }),
    z.object({ section: z.literal('discounts'), items: items(HOME_SECTIONS.discounts.item, HOME_SECTIONS.discounts.max) }),
    z.object({ section: z.literal('newArrivals'), items: items(HOME_SECTIONS.newArrivals.item, HOME_SECTIONS.newArrivals.max) }),
    z.object({ section: z.literal('brands'), items: items(HOME_SECTIONS.brands.item, HOME_SECTIONS.brands.max) }),
    z.object({ section: z.literal('banners'), items: items(HOME_SECTIONS.banners.item, HOME_SECTIONS.banners.max) }),
  ],
  { error: 'Choose a home section' },
);
export type HomeSectionForm = z.input<typeof homeSectionForm>;

/** The curated product lists (product_lists): Flash Deals and the 'Mobile Phones' shop section. */
export const HOME_LISTS = { flashDeals: { label: 'Flash Deals', list: 'flash-deals' }, shop: { label: 'Mobile Phones (shop section)', list: 'shop' } } as const;
export type HomeListName = keyof typeof HOME_LISTS;
export const homeListForm = z.object({
  list: z.enum(['flashDeals', 'shop'], { error: 'Choose Flash Deals or the shop section' }),
  productIds: z
    .array(z.string().trim().min(1, 'A product ID cannot be empty').max(40, 'A product ID has at most 40 characters'), { error: 'Send the product IDs' })
    .min(1, 'Keep at least one product: the home page always shows this list')
    .max(30, 'A list has at most 30 products')
    .refine((ids) => new Set(ids).size === ids.length, 'A product can be in a list once'),
});
export type HomeListForm = z.input<typeof homeListForm>;

const listProduct = z.object({ productId: z.string(), productName: z.string(), imageUrl: z.string(), status: z.string() });
export type HomeListProduct = z.infer<typeof listProduct>;
export const adminHomeResponse = z.object({
  sections: z.object({
    categories: z.array(z.record(z.string(), z.unknown())),
    slides: z.array(z.record(z.string(), z.unknown())),
    topCategories: z.array(z.record(z.string(), z.unknown())),
    discounts: z.array(z.record(z.string(), z.unknown())),
    newArrivals: z.array(z.record(z.string(), z.unknown())),
    brands: z.array(z.record(z.string(), z.unknown())),
    banners: z.array(z.record(z.string(), z.unknown())),
  }),
  /** An inactive product stays in its list but the storefront leaves it out (status shown). */
  lists: z.object({ flashDeals: z.array(listProduct), shop: z.array(listProduct) }),
});
export type AdminHomeResponse = z.infer<typeof adminHomeResponse>;
