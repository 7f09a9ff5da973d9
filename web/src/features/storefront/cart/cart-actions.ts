import type { Translate } from '#domain/texts/translate.ts';
import { cartStore, type AddOutcome, type CartProduct } from './cart-store.ts';
import { notify } from '../../../ui/notify.ts';

/** What an add said, in the screen's language: added, one more, or why none was added (the stock). */
export function tellAdded(outcome: AddOutcome, product: CartProduct & { stock?: number }, t: Translate): void {
  if (outcome === 'at-stock') notify.error(t('shop.cart.atStock', { name: product.name, count: product.stock ?? 0 }));
  else if (outcome === 'sold-out') notify.error(t('shop.cart.soldOut', { name: product.name }));
  else notify.success(t(outcome === 'increased' ? 'shop.cart.increased' : 'shop.cart.added'));
}

/** Adds one of a product and tells the shopper what happened (storefront.md §4), in the screen's language. */
export function addToCart(product: CartProduct, t: Translate): void {
  const outcome = cartStore.add(product);
  const line = cartStore.getLines().find((l) => l.productId === product.productId);
  tellAdded(outcome, { ...product, stock: product.stock ?? line?.stock }, t);
}
