import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function RegistrationPage() {
  return <PagePlaceholder title="Sign Up" />;
}
