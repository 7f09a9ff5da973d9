import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function LoginPage() {
  return <PagePlaceholder title="Sign In" />;
}
