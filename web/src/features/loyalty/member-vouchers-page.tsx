import { PagePlaceholder } from '../../ui/page-placeholder.tsx';

export function MemberVouchersPage() {
  return <PagePlaceholder title="Voucher Saya" />;
}
