/**
 * The journey events Lumbung sends to the marketing journey service (loyalty-pos.md §7): a member's
 * registration, relayed by the POS, and an order's completion, queued by the server with every member
 * order (the default of MC_ORDER_EVENT_KEY) and relayed by the POS as well, whose copy the outbox
 * recognises as a duplicate.
 */
export const MEMBER_REGISTERED_EVENT_KEY = 'LumbungMemberRegistered';
export const ORDER_COMPLETED_EVENT_KEY = 'LumbungOrderCompleted';
