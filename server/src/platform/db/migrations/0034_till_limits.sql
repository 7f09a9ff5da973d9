-- The till's limits (domain/pos/till-limits.ts): the owner sets the largest quantity of one line and the largest
-- sale in the shop settings, next to the offline limits of decision 030; past them the till refuses a sale. An offline
-- sale past them already happened, so it is booked with a new sync conflict kind, overTillLimit.
ALTER TABLE "pos_sync_conflicts" DROP CONSTRAINT "pos_sync_conflicts_kind";--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "till_max_line_quantity" integer DEFAULT 999 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "till_max_sale_rupiah" bigint DEFAULT 100000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_sync_conflicts" ADD CONSTRAINT "pos_sync_conflicts_kind" CHECK ("pos_sync_conflicts"."kind" in ('productInactive', 'outOfStock', 'memberBlocked', 'memberUnknown', 'shiftClosed', 'priceChanged', 'overLimit', 'overTillLimit'));--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_till_limits" CHECK ("shop_settings"."till_max_line_quantity" between 1 and 999 and "shop_settings"."till_max_sale_rupiah" > 0);