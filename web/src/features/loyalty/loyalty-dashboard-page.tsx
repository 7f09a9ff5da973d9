import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function LoyaltyDashboardPage() {
  return <PagePlaceholder title="Loyalty" />;
}
