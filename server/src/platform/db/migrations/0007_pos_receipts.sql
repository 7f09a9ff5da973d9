-- Receipts (decision 015). Hand-written. Every sale gets an unguessable e-receipt token (a random
-- UUID: 122 random bits from the database's strong random source) when it is booked, without the order
-- writer having to know; existing sales get theirs here (a volatile default is evaluated per row).
-- The cashier printed on the receipt is the one of the sale's shift (0006: pos_orders.shift_id).
ALTER TABLE "pos_orders" ADD COLUMN "receipt_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_orders_receipt_token" ON "pos_orders" USING btree ("receipt_token");
