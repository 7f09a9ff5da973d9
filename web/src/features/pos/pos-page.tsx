import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function PosPage() {
  return <PagePlaceholder title="POS" />;
}
