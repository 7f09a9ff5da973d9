import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function ForgotPasswordPage() {
  return <PagePlaceholder title="Reset your password" />;
}
