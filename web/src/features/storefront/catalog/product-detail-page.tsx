import { ShoppingCart } from 'lucide-react';
import { useParams } from 'react-router';
import type { Product } from '#domain/storefront/api/catalog.ts';
import type { TextKey } from '#domain/texts/index.ts';
import type { Translate } from '#domain/texts/translate.ts';
import { hasDiscount, productPercentOff, productPrice, productSellingPrice, specValue } from '#domain/storefront/catalog.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import { ApiError } from '../../../api/client.ts';
import { paths } from '../../../paths.ts';
import { QueryLink } from '../../../ui/query-link.tsx';
import { FiveStars } from '../../../ui/stars.tsx';
import { addToCart } from '../cart/index.ts';
import { useProduct } from './api.ts';
import { ErrorBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { toCartProduct } from './product-card.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { useT } from '../../../texts/texts.tsx';

/** storefront.md §2 Product detail: the listed fields, in this order, with a unit where one helps. */
const SPECS: { label: TextKey; value(p: Product, t: Translate): string }[] = [
  { label: 'shop.product.spec.brand', value: (p) => p.Brand },
  { label: 'shop.product.spec.weight', value: (p) => withUnit(p['Weight (g)'], ' g') },
  { label: 'shop.product.spec.screenSize', value: (p) => withUnit(p['Screen Size (inches)'], '″') },
  { label: 'shop.product.spec.specification', value: (p) => p.Subcategory },
  { label: 'shop.product.spec.battery', value: (p) => withUnit(p['Battery Capacity (mAh)'], ' mAh') },
  { label: 'shop.product.spec.processor', value: (p) => specValue(p.Processor) ?? '—' },
  { label: 'shop.product.spec.ram', value: (p) => withUnit(p['RAM (GB)'], ' GB') },
  { label: 'shop.product.spec.storage', value: (p) => withUnit(p['Storage (GB)'], ' GB') },
  { label: 'shop.product.spec.connectivity', value: (p) => specValue(p.Connectivity) ?? '—' },
  { label: 'shop.product.spec.launchYear', value: (p) => p['Launch Year'] },
  { label: 'shop.product.spec.variant', value: (p) => specValue(p['Color/Variant']) ?? '—' },
  { label: 'shop.product.spec.warranty', value: (p, t) => t('shop.product.warrantyMonths', { months: Number(p['Warranty (Months)']) }) },
];

function withUnit(raw: string, unit: string): string {
  const value = specValue(raw);
  return value ? `${value}${unit}` : '—';
}

export function ProductDetailPage() {
  const id = useParams().id ?? '';
  const t = useT();
  const product = useProduct(id);

  if (product.isPending) return <LoadingBlock label={t('shop.product.loading')} />;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) return <ProductNotFound id={id} />;
    return (
      <section className="mx-auto max-w-3xl px-4 py-16">
        <ErrorBlock error={product.error} onRetry={() => void product.refetch()} />
      </section>
    );
  }
  return <ProductDetail product={product.data} />;
}

function ProductNotFound({ id }: { id: string }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t('shop.product.notFound')}</h1>
      <p className="mt-3 text-slate-600">{t('shop.product.notFoundBody', { id })}</p>
      <ButtonLink to={paths.allProducts.href()} size="md" className="mt-8 inline-flex items-center px-7">
        {t('shop.product.backToAll')}
      </ButtonLink>
    </section>
  );
}

function ProductDetail({ product }: { product: Product }) {
  const t = useT();
  const name = product['Product Name'];
  const discounted = hasDiscount(product);
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <nav aria-label={t('shop.product.breadcrumb')} className="mb-6 text-sm text-slate-600">
        <QueryLink to={paths.home.href()} className="hover:text-brand">
          {t('common.nav.home')}
        </QueryLink>
        <span aria-hidden="true"> / </span>
        <QueryLink to={paths.allProducts.href()} className="hover:text-brand">
          {t('common.nav.allProducts')}
        </QueryLink>
        <span aria-hidden="true"> / </span>
        <span aria-current="page" className="text-ink">
          {name}
        </span>
      </nav>
      <div className="grid gap-10 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-100 md:grid-cols-2 md:p-10">
        <div className="grid place-items-center rounded-2xl bg-slate-50 p-6">
          <img src={product['Image Url']} alt={name} width={400} height={400} className="h-auto w-full max-w-md object-contain" />
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            {product.Brand} · {product.Category}
          </p>
          <h1 className="mt-2 text-3xl font-bold leading-tight text-ink">{name}</h1>
          <FiveStars className="mt-3" />
          <div className="mt-5 flex flex-wrap items-baseline gap-3">
            <p className="text-3xl font-extrabold text-brand">{formatRupiah(productSellingPrice(product))}</p>
            {discounted && (
              <p className="text-lg text-slate-500 line-through">
                <span className="sr-only">{t('shop.product.originalPrice')} </span>
                {formatRupiah(productPrice(product))}
              </p>
            )}
          </div>
          {discounted && (
            <p className="mt-2 inline-flex items-center gap-2 rounded-full bg-rose-50 px-3 py-1 text-sm font-semibold text-brand-dark">
              {t('shop.product.notForLong', { percent: productPercentOff(product) })}
            </p>
          )}
          {product.Description && <p className="mt-5 leading-relaxed text-slate-700">{product.Description}</p>}

          <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {SPECS.map((spec) => (
              <div key={spec.label} className="flex justify-between gap-3 border-b border-slate-100 py-2">
                <dt className="text-slate-600">{t(spec.label)}</dt>
                <dd className="text-right font-medium text-ink">{spec.value(product, t)}</dd>
              </div>
            ))}
          </dl>

          <p className="mt-6 text-sm font-semibold text-emerald-700">{t('shop.product.inStock', { stock: product.Stock })}</p>
          <Button
            onClick={() => addToCart(toCartProduct(product), t)}
            size="lg"
            className="mt-4 inline-flex items-center gap-2 px-8 shadow-md"
          >
            <ShoppingCart aria-hidden="true" className="h-5 w-5" />
            {t('shop.product.addToCart')}
          </Button>
        </div>
      </div>
    </section>
  );
}
