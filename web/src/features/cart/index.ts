export { cartStore, useCartLines, distinctLineCount, type CartLine, type CartProduct } from './cart-store.ts';
