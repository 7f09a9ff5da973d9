import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function TermsPage() {
  return <PagePlaceholder title="Terms and Conditions" />;
}
