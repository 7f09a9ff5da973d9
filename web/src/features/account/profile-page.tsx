import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function ProfilePage() {
  return <PagePlaceholder title="My Profile" />;
}
