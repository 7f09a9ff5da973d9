import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function AllProductsDiscountPage() {
  return <PagePlaceholder title="All Products Discount" />;
}
