import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function ProductDetailPage() {
  return <PagePlaceholder title="Product detail" />;
}
