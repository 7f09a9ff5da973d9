import { ShoppingCart } from 'lucide-react';
import type { Product } from '#domain/storefront/api/catalog.ts';
import { hasDiscount, productPercentOff, productPrice, productSellingPrice } from '#domain/storefront/catalog.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import { paths } from '../../../paths.ts';
import { FiveStars } from '../../../ui/stars.tsx';
import { QueryLink } from '../../../ui/query-link.tsx';
import { useT } from '../../../texts/texts.tsx';
import { addToCart } from '../cart/index.ts';

export const toCartProduct = (p: Product) => ({
  productId: p['Product ID'],
  name: p['Product Name'],
  imageUrl: p['Image Url'],
  price: productSellingPrice(p),
  // The spec keeps Stock as text ('4'); the cart takes at most this many.
  ...(Number.isInteger(Number(p.Stock)) && p.Stock.trim() !== '' ? { stock: Number(p.Stock) } : {}),
});

interface ProductGridCardProps {
  product: Product;
  /** 'full' (All Products): percent-off badge, struck-through price and discount price. */
  variant: 'full' | 'price-only';
  /** Images of the first row load eagerly; the rest lazily. */
  eager?: boolean;
}

/** storefront.md §2 product lists: image, name, five stars, price and add to cart. */
export function ProductGridCard({ product, variant, eager = false }: ProductGridCardProps) {
  const t = useT();
  const discounted = variant === 'full' && hasDiscount(product);
  const name = product['Product Name'];
  return (
    <article className="group relative flex flex-col rounded-2xl bg-white p-3 shadow-sm sm:p-4 ring-1 ring-slate-100 transition hover:-translate-y-0.5 hover:shadow-lg">
      {discounted && (
        <span className="absolute left-4 top-4 z-10 rounded-full bg-brand px-2.5 py-1 text-xs font-bold text-white">
          {t('shop.product.percentOff', { percent: productPercentOff(product) })}
        </span>
      )}
      <QueryLink to={paths.product.href({ id: product['Product ID'] })} className="flex flex-1 flex-col">
        <div className="aspect-square overflow-hidden rounded-xl bg-slate-50">
          <img
            src={product['Image Url']}
            alt="" /* the name is the heading just below: said once (axe image-redundant-alt) */
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-contain p-3 transition duration-300 group-hover:scale-105"
          />
        </div>
        <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{product.Brand}</p>
        <h2 className="mt-1 line-clamp-2 min-h-[2.75rem] font-semibold leading-snug text-ink group-hover:text-brand">{name}</h2>
        <FiveStars className="mt-2" />
      </QueryLink>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-2">
        <div>
          {discounted && (
            <p className="text-xs text-slate-500 line-through sm:text-sm">
              <span className="sr-only">{t('shop.product.originalPrice')} </span>
              {formatRupiah(productPrice(product))}
            </p>
          )}
          <p className="text-sm font-bold text-brand xs:text-base sm:text-lg">{formatRupiah(productSellingPrice(product))}</p>
        </div>
        <button
          type="button"
          onClick={() => addToCart(toCartProduct(product), t)}
          aria-label={t('shop.product.addNamed', { name })}
          className="grid h-10 w-10 shrink-0 place-items-center rounded-full border border-brand text-brand transition hover:bg-brand hover:text-white"
        >
          <ShoppingCart aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </article>
  );
}

/** storefront.md §9: product grid, 3 columns. */
export function ProductGrid({ products, variant }: { products: Product[]; variant: ProductGridCardProps['variant'] }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
      {products.map((p, i) => (
        <ProductGridCard key={p['Product ID']} product={p} variant={variant} eager={i < 3} />
      ))}
    </div>
  );
}
