export { cartStore, useCartLines, distinctLineCount, type CartLine, type CartProduct } from './cart-store.ts';
export { addToCart } from './cart-actions.ts';
