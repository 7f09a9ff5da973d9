import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function PointsHistoryPage() {
  return <PagePlaceholder title="Poin Saya" />;
}
