/** The back office's audit log (decision 017): what an entry can be about. No zod here: the browser reads it. */
/** What an audit entry is about (the `entity` column). */
export const AUDIT_ENTITIES = [
  'user',
  'member',
  'case',
  'journey-event',
  'product',
  'pos-product',
  'image',
  // Shop settings and storefront content (decision 023).
  'settings',
  'store',
  'promo',
  'home-section',
  'home-list',
  // Storefront order status moves (decision 024).
  'order',
  // The loyalty programme (decision 021).
  'reward',
  'voucher-definition',
  'game',
  'loyalty-programme',
  // The embedded identity provider's machine-to-machine client (decision 037).
  'identity-client',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
