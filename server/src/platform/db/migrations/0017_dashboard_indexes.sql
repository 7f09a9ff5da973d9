-- The back-office dashboard (docs/decisions/022-dashboard.md): each chart reads one range
-- of days from a date index instead of the whole table. IF NOT EXISTS so that, on a large live
-- database, each can be built beforehand with CREATE INDEX CONCURRENTLY under the same name.
-- Storefront sales count on the day of payment; unpaid orders are not in the index.
CREATE INDEX IF NOT EXISTS "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pos_returns_created" ON "pos_returns" USING btree ("created_at");--> statement-breakpoint
-- Points issued, redeemed and expired per day (the partitioning plan of decision 020 keys on the same column).
CREATE INDEX IF NOT EXISTS "loyalty_transaction_journals_activity" ON "loyalty_transaction_journals" USING btree ("activity_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loyalty_vouchers_created" ON "loyalty_vouchers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loyalty_vouchers_redeemed_at" ON "loyalty_vouchers" USING btree ("redeemed_at") WHERE "loyalty_vouchers"."redeemed_at" IS NOT NULL;--> statement-breakpoint
-- Members by tier: one index-only count per tier.
CREATE INDEX IF NOT EXISTS "loyalty_members_tier" ON "loyalty_members" USING btree ("tier_id");
