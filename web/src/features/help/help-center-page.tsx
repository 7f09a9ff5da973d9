import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function HelpCenterPage() {
  return <PagePlaceholder title="Help Center" />;
}
