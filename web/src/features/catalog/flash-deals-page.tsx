import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function FlashDealsPage() {
  return <PagePlaceholder title="Flash Deals" />;
}
