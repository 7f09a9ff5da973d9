import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function SearchPage() {
  return <PagePlaceholder title="Search results" />;
}
