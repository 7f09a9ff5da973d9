import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function PromoHomePage() {
  return <PagePlaceholder title="Promo" />;
}
