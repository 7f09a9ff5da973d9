import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function CartPage() {
  return <PagePlaceholder title="Cart" />;
}
