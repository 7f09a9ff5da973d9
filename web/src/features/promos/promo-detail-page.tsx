import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function PromoDetailPage() {
  return <PagePlaceholder title="Promo detail" />;
}
