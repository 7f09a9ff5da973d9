export { ProductGridCard, ProductGrid, toCartProduct } from './product-card.tsx';
