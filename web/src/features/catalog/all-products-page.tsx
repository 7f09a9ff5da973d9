import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function AllProductsPage() {
  return <PagePlaceholder title="All Products" />;
}
