/**
 * The catalogue screens' parts other back-office screens reuse (promos, the home page, settings). Both
 * sit inside the admin feature; they import through here because the lint rule on feature boundaries
 * reads '../catalog/…' as the storefront's catalog feature.
 */
export { useProducts } from './catalog/api.ts';
export { POS_BRAND_LABELS, toNumber } from './catalog/form-values.ts';
export { ImageField } from './catalog/image-field.tsx';
export { ProductCell, StatusPill } from './catalog/list-parts.tsx';
