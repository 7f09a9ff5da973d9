import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function PromoListPage() {
  return <PagePlaceholder title="All Promos" />;
}
