import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Minus, Plus, ShoppingBag, X } from 'lucide-react';
import toast from 'react-hot-toast';
import * as catalog from '#domain/storefront/endpoints/catalog.ts';
import { lineTotal } from '#domain/storefront/cart.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import { paths } from '../../../paths.ts';
import { useConfirm } from '../../../ui/confirm-dialog.tsx';
import { QueryLink } from '../../../ui/query-link.tsx';
import { api } from '../../../api/client.ts';
import { cartStore, cartTotal, useCartLines, type CartLine } from './cart-store.ts';
import { tellAdded } from './cart-actions.ts';
import { capToStock } from './cart-stock.ts';
import { Button } from '../../../ui/button.tsx';
import { useNavigate } from 'react-router';
import { useT } from '../../../texts/texts.tsx';

/** storefront.md §2 Cart and §4 cart transitions, with the spec's exact messages. */
export function CartPage() {
  const t = useT();
  const lines = useCartLines();
  const [confirm, confirmDialog] = useConfirm();
  const navigate = useNavigate();
  useStockCap(t);

  async function removeLine(line: CartLine) {
    if (!(await confirm(t('storefront.cart.confirmRemove')))) return;
    cartStore.remove(line.productId);
    toast.success(t('storefront.cart.removed'));
  }

  async function decrease(line: CartLine) {
    if (cartStore.decrease(line.productId) === 'decreased') {
      toast.success(t('storefront.cart.decreased'));
      return;
    }
    await removeLine(line);
  }

  function increase(line: CartLine) {
    tellAdded(cartStore.add(line), line, t);
  }

  async function checkout() {
    if (lines.length === 0) {
      toast.error(t('storefront.cart.checkoutEmpty'));
      return;
    }
    // The spec's question now leads into the checkout page (decision 018), which places the order and
    // shows 'Order placed, Thanks!!' once it exists.
    if (!(await confirm(t('storefront.cart.confirmCheckout')))) return;
    void navigate(paths.checkout.href());
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t('storefront.cart.title')}</h1>
      <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-4">
          {lines.length === 0 ? (
            <div className="rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-100">
              <ShoppingBag aria-hidden="true" className="mx-auto h-12 w-12 text-slate-300" />
              <p className="mt-4 text-lg font-semibold">{t('storefront.cart.empty')}</p>
              <QueryLink to={paths.allProducts.href()} className="mt-4 inline-block font-semibold text-brand hover:underline">
                {t('storefront.cart.continueShopping')}
              </QueryLink>
            </div>
          ) : (
            <ul aria-label={t('storefront.cart.items')} className="space-y-4">
              {lines.map((line) => (
                <CartLineRow
                  key={line.productId}
                  line={line}
                  onIncrease={() => increase(line)}
                  onDecrease={() => void decrease(line)}
                  onRemove={() => void removeLine(line)}
                />
              ))}
            </ul>
          )}
        </div>

        <aside aria-labelledby="cart-summary" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-100 lg:sticky lg:top-40">
          <h2 id="cart-summary" className="text-lg font-bold">
            {t('storefront.cart.summary')}
          </h2>
          <div className="mt-4 flex items-center justify-between border-t border-slate-100 pt-4">
            <span className="text-slate-600">{t('storefront.cart.totalPrice')}</span>
            <span data-testid="cart-total" className="text-xl font-extrabold text-brand">
              {formatRupiah(cartTotal(lines))}
            </span>
          </div>
          <Button
            onClick={() => void checkout()}
            size="lg"
            className="mt-6 w-full shadow-md disabled:opacity-60"
          >
            {t('storefront.cart.checkout')}
          </Button>
        </aside>
      </div>
      {confirmDialog}
    </section>
  );
}

interface CartLineRowProps {
  line: CartLine;
  onIncrease(): void;
  onDecrease(): void;
  onRemove(): void;
}

function CartLineRow({ line, onIncrease, onDecrease, onRemove }: CartLineRowProps) {
  const t = useT();
  return (
    <li
      data-testid="cart-line"
      className="relative grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3 rounded-2xl bg-white p-4 pr-12 shadow-sm ring-1 ring-slate-100 sm:grid-cols-[auto_1fr_auto] sm:gap-x-6"
    >
      <img src={line.imageUrl} alt="" width={96} height={96} className="row-span-2 h-20 w-20 shrink-0 sm:row-span-1 rounded-xl bg-slate-50 object-contain p-1 sm:h-24 sm:w-24" />
      <div className="min-w-0 flex-1">
        <QueryLink to={paths.product.href({ id: line.productId })} className="font-semibold text-ink [overflow-wrap:anywhere] hover:text-brand">
          {line.name}
        </QueryLink>
        <p className="mt-1 text-sm text-slate-600">
          {formatRupiah(line.price)} × <span data-testid="cart-line-qty">{line.qty}</span>
          <span className="ml-2 font-semibold text-brand">{formatRupiah(lineTotal({ unitPrice: line.price, quantity: line.qty }))}</span>
        </p>
        {line.stock !== undefined && line.qty >= line.stock && (
          <p data-testid="cart-line-stock" className="mt-1 text-sm font-medium text-amber-800">
            {line.stock <= 0 ? t('storefront.cart.soldOutLine') : t('storefront.cart.stockLeft', { count: line.stock })}
          </p>
        )}
      </div>
      <div className="col-start-2 flex items-center gap-2 sm:col-start-auto">
        <button
          type="button"
          onClick={onDecrease}
          aria-label={t('storefront.cart.removeOne', { name: line.name })}
          className="grid h-9 w-9 place-items-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100"
        >
          <Minus aria-hidden="true" className="h-4 w-4" />
        </button>
        <button
          type="button"
          onClick={onIncrease}
          aria-label={t('storefront.cart.addOne', { name: line.name })}
          className="grid h-9 w-9 place-items-center rounded-lg border border-brand text-brand hover:bg-brand hover:text-white"
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('storefront.cart.removeLine', { name: line.name })}
        className="absolute right-3 top-3 grid h-8 w-8 place-items-center rounded-full text-slate-500 hover:bg-rose-50 hover:text-brand"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}

/**
 * The catalogue's stock now (the same list the product pages read): a line holding more than is left is
 * lowered to it and the shopper told, here rather than at 'Place order' (storefront.md §4 Cart).
 */
function useStockCap(t: ReturnType<typeof useT>) {
  const products = useQuery({ queryKey: ['catalog', 'products'], queryFn: ({ signal }) => api.call(catalog.listProducts, {}, { signal }) });
  const data = products.data;
  useEffect(() => {
    if (!data) return;
    const stocks = new Map<string, number>();
    for (const product of data.products) {
      const stock = Number(product.Stock);
      if (product.Stock.trim() !== '' && Number.isInteger(stock)) stocks.set(product['Product ID'], stock);
    }
    let lowered: CartLine[] = [];
    cartStore.replace((lines) => {
      const capped = capToStock(lines, stocks);
      lowered = capped.lowered;
      return capped.lines;
    });
    for (const line of lowered) toast.error(t('storefront.cart.lowered', { name: line.name, count: line.qty }));
  }, [data, t]);
}
