-- Order status and payment method columns hold only the domain's values (docs/decisions/028-typed-order-columns.md).
-- Hand-written: orders placed through the old one-step endpoint (status 'legacy': no number, contact or payment)
-- were never paid and hold nothing back, so they are expired; the column then has no default (every writer names it).
UPDATE "orders" SET "status" = 'expired' WHERE "status" = 'legacy';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending_payment', 'paid', 'packed', 'shipped', 'delivered', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('qris', 'bank_va', 'ewallet'));--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_payment_method" CHECK ("pos_orders"."payment_method" in ('Cash', 'Debit', 'Credit Card', 'QRIS'));
