-- Scale (npm run bench:scale; docs/decisions/020-beyond-one-database.md): the indexes the hot paths'
-- plans call for at 100k-1M members. IF NOT EXISTS so that, on a large live database, each can be built
-- beforehand with CREATE INDEX CONCURRENTLY under the same name (no write lock) and this migration then
-- only drops the indexes the new ones replace.
-- The cashier's member search joins a contact to its member (there was no index on the foreign key).
CREATE INDEX IF NOT EXISTS "loyalty_members_contact" ON "loyalty_members" USING btree ("contact_id");--> statement-breakpoint
-- ... and finds a membership number by its prefix: LIKE 'x%' needs text_pattern_ops (collation C.UTF-8 is not C).
CREATE INDEX IF NOT EXISTS "loyalty_members_number_prefix" ON "loyalty_members" USING btree ("membership_number" text_pattern_ops);--> statement-breakpoint
-- The ledger's order (newest first, journal number breaking ties) straight from the index: pages by
-- cursor (keyset) read only their rows. Replaces (member_id, activity_date), which it also serves.
CREATE INDEX IF NOT EXISTS "loyalty_transaction_journals_member_newest" ON "loyalty_transaction_journals" USING btree ("member_id","activity_date" DESC,"journal_number" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "loyalty_transaction_journals_member";--> statement-breakpoint
-- The expiry job finds the members with due buckets from the due end of this index only (index-only,
-- proportional to the due buckets). Replaces the open buckets' (expiration_date) index.
CREATE INDEX IF NOT EXISTS "loyalty_point_buckets_open_due" ON "loyalty_point_buckets" USING btree ("expiration_date","member_id") WHERE "loyalty_point_buckets"."points" > "loyalty_point_buckets"."redeemed_points" + "loyalty_point_buckets"."expired_points";--> statement-breakpoint
DROP INDEX IF EXISTS "loyalty_point_buckets_open_by_date";--> statement-breakpoint
-- The expiry job's "Issued vouchers past their last day" (it read every voucher ever issued).
CREATE INDEX IF NOT EXISTS "loyalty_vouchers_issued_expiry" ON "loyalty_vouchers" USING btree ("expiration_date") WHERE "loyalty_vouchers"."status" = 'Issued';
