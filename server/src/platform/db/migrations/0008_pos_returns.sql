-- Decision 016: returns at the till, the manager's approval PIN, and Reward Points
-- that a return may take below zero.
ALTER TABLE "loyalty_member_currencies" DROP CONSTRAINT "loyalty_member_currencies_balance_not_negative";--> statement-breakpoint
ALTER TABLE "loyalty_member_currencies" ADD CONSTRAINT "loyalty_member_currencies_balance_not_negative" CHECK ("loyalty_member_currencies"."currency_name" = 'Reward Points' or "loyalty_member_currencies"."points_balance" >= 0);--> statement-breakpoint
CREATE TABLE "pos_manager_pins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"return_number" bigserial NOT NULL,
	"return_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"shift_id" uuid NOT NULL,
	"member_id" uuid,
	"subtotal" bigint NOT NULL,
	"total_tax" bigint NOT NULL,
	"voucher_share" bigint NOT NULL,
	"refund_total" bigint NOT NULL,
	"points_given_back" bigint NOT NULL,
	"points_reversed" bigint NOT NULL,
	"tier_points_reversed" bigint NOT NULL,
	"restored_voucher_id" uuid,
	"cashier_user_id" text NOT NULL,
	"approved_by_user_id" text NOT NULL,
	"approved_by_name" text NOT NULL,
	"reason" text,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pos_returns_amounts" CHECK ("pos_returns"."refund_total" >= 0 and "pos_returns"."points_given_back" >= 0 and "pos_returns"."points_reversed" >= 0 and "pos_returns"."tier_points_reversed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pos_return_lines" (
	"return_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"quantity" integer NOT NULL,
	"subtotal" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"voucher_share" bigint NOT NULL,
	"points_share" bigint NOT NULL,
	"refund" bigint NOT NULL,
	CONSTRAINT "pos_return_lines_return_id_line_number_pk" PRIMARY KEY("return_id","line_number"),
	CONSTRAINT "pos_return_lines_quantity" CHECK ("pos_return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "pos_return_refunds" (
	"return_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"is_cash" boolean DEFAULT false NOT NULL,
	CONSTRAINT "pos_return_refunds_return_id_position_pk" PRIMARY KEY("return_id","position"),
	CONSTRAINT "pos_return_refunds_amount" CHECK ("pos_return_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "pos_manager_pins" ADD CONSTRAINT "pos_manager_pins_user_id_identity_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identity_accounts"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_returns" ADD CONSTRAINT "pos_returns_order_id_pos_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pos_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_returns" ADD CONSTRAINT "pos_returns_shift_id_pos_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."pos_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_returns" ADD CONSTRAINT "pos_returns_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_returns" ADD CONSTRAINT "pos_returns_restored_voucher_id_loyalty_vouchers_id_fk" FOREIGN KEY ("restored_voucher_id") REFERENCES "public"."loyalty_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_return_lines" ADD CONSTRAINT "pos_return_lines_return_id_pos_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."pos_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_return_refunds" ADD CONSTRAINT "pos_return_refunds_return_id_pos_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."pos_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_returns_return_key" ON "pos_returns" USING btree ("return_key");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_returns_return_number" ON "pos_returns" USING btree ("return_number");--> statement-breakpoint
CREATE INDEX "pos_returns_order" ON "pos_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pos_returns_shift" ON "pos_returns" USING btree ("shift_id");
