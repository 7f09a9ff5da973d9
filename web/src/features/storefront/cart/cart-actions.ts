import { CART_MESSAGES } from '#domain/storefront/cart.ts';
import { cartStore, type CartProduct } from './cart-store.ts';
import { notify } from '../../../ui/notify.ts';

/** Adds one of a product and tells the shopper what happened (storefront.md §4). */
export function addToCart(product: CartProduct): void {
  const outcome = cartStore.add(product);
  notify.success(outcome === 'increased' ? CART_MESSAGES.increased : CART_MESSAGES.added);
}
