import type { MemberVoucher, MemberVouchersResponse } from '#domain/loyalty/api/members.ts';
import type { SfMemberVoucher } from '#domain/compat/api/sf.ts';

/**
 * Our voucher as Connect's member-vouchers resource has it (LOYALTY-API-REFERENCE.md): `status`
 * beside our `voucherStatus`, and for a fixed-value voucher what was used of its face value and what
 * is left (a voucher is used whole, at one order). Percentage vouchers have no value to speak of: null.
 */
function connectVoucher(voucher: MemberVoucher): SfMemberVoucher {
  const value = voucher.type === 'FixedValue' ? voucher.faceValue : null;
  const used = voucher.voucherStatus === 'Redeemed';
  return {
    ...voucher,
    status: voucher.voucherStatus,
    redeemedValue: value === null ? null : used ? value : 0,
    remainingValue: value === null ? null : used ? 0 : value,
  };
}

export function connectVouchers({ voucherCount, vouchers }: MemberVouchersResponse) {
  return { voucherCount, vouchers: vouchers.map(connectVoucher) };
}
