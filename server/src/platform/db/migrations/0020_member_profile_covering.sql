-- Scale (npm run bench:scale, decision 020): the member profile's two sums over many rows, the Reward Points
-- that can still expire (its open buckets) and the vouchers it can use today, are read from their
-- indexes alone (index-only scans), without visiting each bucket's and voucher's row. At 1M members
-- those rows are spread over 1.7 GB of buckets and 0.4 GB of vouchers: one random page each, where
-- the index entries of one member sit side by side. The key columns are those of the indexes they
-- replace, so every other query keeps its plan. Drizzle cannot state INCLUDE; platform/db/schema/loyalty.ts
-- names the indexes and points here. IF NOT EXISTS so that, on a large live database, each can be
-- built beforehand with CREATE INDEX CONCURRENTLY under the same name.
-- Nothing is lost on writes: redeeming and expiring already change an indexed column of both tables
-- (the partial indexes name the amounts and the status), so those updates were not HOT before either.
CREATE INDEX IF NOT EXISTS "loyalty_point_buckets_open_member_points" ON "loyalty_point_buckets" USING btree ("member_id","expiration_date") INCLUDE ("points","redeemed_points","expired_points") WHERE "loyalty_point_buckets"."points" > "loyalty_point_buckets"."redeemed_points" + "loyalty_point_buckets"."expired_points";--> statement-breakpoint
DROP INDEX IF EXISTS "loyalty_point_buckets_open_by_member";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loyalty_vouchers_member_dates" ON "loyalty_vouchers" USING btree ("member_id","expiration_date") INCLUDE ("status","effective_date");--> statement-breakpoint
DROP INDEX IF EXISTS "loyalty_vouchers_member";
