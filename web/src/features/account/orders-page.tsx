import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function OrdersPage() {
  return <PagePlaceholder title="My Orders" />;
}
