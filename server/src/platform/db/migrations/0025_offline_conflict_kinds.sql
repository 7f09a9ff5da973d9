-- Queued sales meet more at sync than a deactivated product or a blocked member (docs/decisions/030-offline-till.md):
-- an unknown member, a changed price, and a sale above the offline limit with no manager's approval.
ALTER TABLE "pos_sync_conflicts" DROP CONSTRAINT "pos_sync_conflicts_kind";--> statement-breakpoint
ALTER TABLE "pos_sync_conflicts" ADD CONSTRAINT "pos_sync_conflicts_kind" CHECK ("pos_sync_conflicts"."kind" in ('productInactive', 'outOfStock', 'memberBlocked', 'memberUnknown', 'shiftClosed', 'priceChanged', 'overLimit'));