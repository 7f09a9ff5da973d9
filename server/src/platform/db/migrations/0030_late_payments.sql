-- Payments that arrive after their order expired: revived or refunded, listed for the back office (docs/decisions/036-late-payments.md).
CREATE TABLE "shop_late_payments" (
	"order_number" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"charge_reference" text NOT NULL,
	"amount_idr" bigint NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"refund_key" text,
	"detail" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "shop_late_payments_outcome" CHECK ("shop_late_payments"."outcome" in ('revived', 'refunding', 'refunded', 'refundFailed', 'refundByHand')),
	CONSTRAINT "shop_late_payments_reason" CHECK ("shop_late_payments"."reason" in ('stock', 'coupon', 'points'))
);
--> statement-breakpoint
CREATE INDEX "shop_late_payments_received" ON "shop_late_payments" USING btree ("received_at");