import type { Brand, Category, CoverItem, HomeBanner, Slide, TopCategory } from '#domain/storefront/api/content.ts';

/**
 * Home page content (storefront.md §2 Home, §3 entities). Images are local files under
 * web/public/images (scripts/generate-storefront-images.ts draws them).
 */
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** §2 Home 1: the category sidebar, in the spec's order. */
export const sidebarCategories: Category[] = [
  'Fashion',
  'Electronic',
  'Cars',
  'Garden',
  'Gifts',
  'Music',
  'Health',
  'Pets',
  'Baby',
  'Groceries',
  'Books',
].map((name) => ({ name, image: `/images/categories/${slug(name)}.webp` }));

/**
 * §2 Home 1: three banner slides headed '50% Off On Your First Shopping'. Their lines promise only what
 * checkout keeps (no free shipping or instalments: it offers neither).
 */
export const slides: Slide[] = [
  {
    id: 1,
    title: '50% Off On Your First Shopping',
    desc: 'The newest Galaxy, iPhone and Xiaomi flagships with official warranty, delivered across Indonesia.',
    cover: '/images/slides/slide-1.webp',
  },
  {
    id: 2,
    title: '50% Off On Your First Shopping',
    desc: 'Wireless earbuds, smart watches and fast chargers: everything your phone needs, from Rp 169.000.',
    cover: '/images/slides/slide-2.webp',
  },
  {
    id: 3,
    title: '50% Off On Your First Shopping',
    desc: 'Gaming phones with 165 Hz screens and AI cameras. Pay with QRIS, a BCA virtual account or GoPay.',
    cover: '/images/slides/slide-3.webp',
  },
];

/** §2 Home 3: Top Categories with their 'N orders this week' captions. */
export const topCategories: TopCategory[] = [
  { name: 'Headphones', image: '/images/top-categories/headphones.webp', ordersThisWeek: 3210 },
  { name: 'Watches', image: '/images/top-categories/watches.webp', ordersThisWeek: 2480 },
  { name: 'Sunglasses', image: '/images/top-categories/sunglasses.webp', ordersThisWeek: 1875 },
];

/**
 * §2 Home 4: Huge Discounts. Each name opens /discount-products/{name}, the discounted products of
 * that brand, category or subcategory; the seed sets each price to the cheapest of them.
 */
export const discountGroups: Omit<CoverItem, 'price'>[] = [
  'Samsung',
  'Xiaomi',
  'Apple',
  'Asus',
  'AI Phones',
  'Accessories',
  'Oppo',
  'Vivo',
].map((name) => ({ name, cover: `/images/discounts/${slug(name)}.webp` }));

/** §2 Home 5: six static new arrivals. */
export const newArrivals: CoverItem[] = [
  { name: 'Smart Watch', price: 3299000 },
  { name: 'Aviator Sunglasses', price: 349000 },
  { name: 'Wireless Headphones', price: 649000 },
  { name: 'Matte Lipstick', price: 129000 },
  { name: 'Monstera Plant', price: 189000 },
  { name: 'Bonsai Tree', price: 459000 },
].map((item) => ({ ...item, cover: `/images/new-arrivals/${slug(item.name)}.webp` }));

/** §2 Home 6: the brands list. */
export const brands: Brand[] = ['Apple', 'Samsung', 'Oppo', 'Vivo', 'Redmi', 'Sony'].map((name) => ({
  name,
  logo: `/images/brands/${slug(name)}.webp`,
}));

/** §2 Home 8: three banners. */
export const banners: HomeBanner[] = [
  { title: 'Galaxy AI is here', subtitle: 'Save up to Rp 3.000.000 on Galaxy S24', image: '/images/banners/banner-1.svg' },
  { title: 'Sound that moves you', subtitle: 'Earbuds and headphones from Rp 349.000', image: '/images/banners/banner-2.svg' },
  { title: 'Charge in minutes', subtitle: 'GaN chargers and power banks, 20% off', image: '/images/banners/banner-3.svg' },
];

/** §2 Home 2 and 7: product lists, by Product ID. Shop items are ids 7 to 15 (§3). */
export const flashDealIds = ['1', '2', '3', '4', '5', '6', '22', '31', '29', '14'];
export const shopItemIds = ['7', '8', '9', '10', '11', '12', '13', '14', '15'];
