-- The back office's orders list (decision 024), newest first a page at a time (keyset on created_at and
-- the row's id), by channel (a POS store), status, e-mail, membership number and POS order number.
CREATE INDEX "pos_orders_created" ON "pos_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pos_orders_store_created" ON "pos_orders" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_orders_order_number" ON "pos_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_created" ON "orders" USING btree ("created_at","order_id");--> statement-breakpoint
CREATE INDEX "orders_status_created" ON "orders" USING btree ("status","created_at","order_id");--> statement-breakpoint
CREATE INDEX "orders_contact_email" ON "orders" USING btree (lower("contact_email"));--> statement-breakpoint
CREATE INDEX "orders_membership_number" ON "orders" USING btree ("membership_number");
