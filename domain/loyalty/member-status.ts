import type { Text } from '../texts/index.ts';

/**
 * A membership's status (loyalty_members.member_status). The back office blocks a membership when it
 * is abused (decision 017): a blocked member neither earns nor redeems, and the engine says so in words
 * the cashier can read out.
 */
export const MEMBER_STATUSES = ['Active', 'Blocked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const ACTIVE_MEMBER_STATUS: MemberStatus = 'Active';
export const BLOCKED_MEMBER_STATUS: MemberStatus = 'Blocked';

export const isBlockedStatus = (status: string): boolean => status === BLOCKED_MEMBER_STATUS;

/** What the engine answers when a blocked member would earn or redeem (the till shows it as is). */
export const memberBlockedText = (membershipNumber: string): Text => ({ key: 'loyalty.errors.memberBlocked', values: { membershipNumber } });
