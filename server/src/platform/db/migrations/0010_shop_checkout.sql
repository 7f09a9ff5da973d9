-- Storefront checkout with delivery, payment, order status, stock, coupons and points (decision 018).
-- Hand-written (the lead regenerates the snapshot after merging).
ALTER TABLE "products" ADD COLUMN "stock_available" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Products seeded before this migration: their spec text stock ('12') becomes the number to sell from.
UPDATE "products" SET "stock_available" = GREATEST(0, FLOOR(("stock")::numeric))::integer WHERE "stock" ~ '^[0-9]+(\.[0-9]+)?$';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_available_not_negative" CHECK ("products"."stock_available" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status" text DEFAULT 'legacy' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_label" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_estimate" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_idr" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_idr" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount_idr" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ppn_idr" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "membership_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_redeemed" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_earned" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_instructions" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_pending_expiry_idx" ON "orders" USING btree ("payment_expires_at") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE TABLE "shop_delivery_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"fee_idr" bigint NOT NULL,
	"estimate" text NOT NULL,
	"pickup" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"value" bigint NOT NULL,
	"min_spend_idr" bigint DEFAULT 0 NOT NULL,
	"max_discount_idr" bigint,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"once_per_shopper" boolean DEFAULT false NOT NULL,
	"total_uses" integer,
	"uses_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_coupons_kind" CHECK ("shop_coupons"."kind" in ('percent', 'fixed')),
	CONSTRAINT "shop_coupons_uses_within_limit" CHECK ("shop_coupons"."uses_count" >= 0 and ("shop_coupons"."total_uses" is null or "shop_coupons"."uses_count" <= "shop_coupons"."total_uses"))
);
--> statement-breakpoint
CREATE TABLE "shop_coupon_redemptions" (
	"coupon_code" text NOT NULL,
	"shopper_key" text NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_coupon_redemptions_coupon_code_shopper_key_pk" PRIMARY KEY("coupon_code","shopper_key")
);
--> statement-breakpoint
ALTER TABLE "shop_coupon_redemptions" ADD CONSTRAINT "shop_coupon_redemptions_coupon_code_shop_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."shop_coupons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupon_redemptions" ADD CONSTRAINT "shop_coupon_redemptions_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_coupon_redemptions_order" ON "shop_coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE TABLE "shop_payment_events" (
	"provider" text NOT NULL,
	"event_key" text NOT NULL,
	"order_number" text NOT NULL,
	"status" text NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_payment_events_provider_event_key_pk" PRIMARY KEY("provider","event_key")
);
--> statement-breakpoint
CREATE TABLE "payment_sim_charges" (
	"charge_id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"amount_idr" bigint NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"qr_string" text,
	"va_number" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sim_charges_order_number_unique" UNIQUE("order_number")
);
