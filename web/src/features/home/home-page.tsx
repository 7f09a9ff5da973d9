import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function HomePage() {
  return <PagePlaceholder title="One Place To Buy Everything" />;
}
