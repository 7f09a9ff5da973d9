-- Issue 15 item 4 (receipts). Hand-written. Every sale gets an unguessable e-receipt token (a random
-- UUID: 122 random bits from the database's strong random source) when it is booked, without the order
-- writer having to know; existing sales get theirs here (a volatile default is evaluated per row).
ALTER TABLE "pos_orders" ADD COLUMN "receipt_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- Who rang up the sale (the access token's subject and display name); null for sales booked without a
-- signed-in cashier (the Salesforce-compatible API, the demo seed, sales before this migration).
ALTER TABLE "pos_orders" ADD COLUMN "cashier_sub" text;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD COLUMN "cashier_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_orders_receipt_token" ON "pos_orders" USING btree ("receipt_token");
