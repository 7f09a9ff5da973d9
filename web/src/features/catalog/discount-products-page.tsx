import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function DiscountProductsPage() {
  return <PagePlaceholder title="Huge Discounts" />;
}
