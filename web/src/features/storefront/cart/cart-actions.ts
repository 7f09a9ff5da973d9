import type { Translate } from '#domain/texts/translate.ts';
import { cartStore, type CartProduct } from './cart-store.ts';
import { notify } from '../../../ui/notify.ts';

/** Adds one of a product and tells the shopper what happened (storefront.md §4), in the screen's language. */
export function addToCart(product: CartProduct, t: Translate): void {
  const outcome = cartStore.add(product);
  notify.success(t(outcome === 'increased' ? 'shop.cart.increased' : 'shop.cart.added'));
}
