CREATE TABLE "loyalty_contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"birth_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_game_rewards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"image_url" text NOT NULL,
	"reward_type" text NOT NULL,
	"reward_value" bigint,
	"voucher_definition_id" uuid,
	"weight" integer NOT NULL,
	CONSTRAINT "loyalty_game_rewards_weight" CHECK ("loyalty_game_rewards"."weight" >= 0),
	CONSTRAINT "loyalty_game_rewards_type" CHECK (("loyalty_game_rewards"."reward_type" = 'Voucher' and "loyalty_game_rewards"."voucher_definition_id" is not null)
        or ("loyalty_game_rewards"."reward_type" = 'LoyaltyPoints' and "loyalty_game_rewards"."reward_value" > 0)
        or "loyalty_game_rewards"."reward_type" = 'NoReward')
);
--> statement-breakpoint
CREATE TABLE "loyalty_games" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date
);
--> statement-breakpoint
CREATE TABLE "loyalty_idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "loyalty_member_currencies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"program_currency_id" uuid NOT NULL,
	"currency_name" text NOT NULL,
	"points_balance" bigint DEFAULT 0 NOT NULL,
	"total_points_accrued" bigint DEFAULT 0 NOT NULL,
	"total_points_redeemed" bigint DEFAULT 0 NOT NULL,
	"total_points_expired" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_member_currencies_balance_not_negative" CHECK ("loyalty_member_currencies"."points_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_members" (
	"id" uuid PRIMARY KEY NOT NULL,
	"program_id" uuid NOT NULL,
	"membership_number" text NOT NULL,
	"contact_id" uuid NOT NULL,
	"member_type" text DEFAULT 'Individual' NOT NULL,
	"member_status" text NOT NULL,
	"enrollment_channel" text DEFAULT 'POS' NOT NULL,
	"enrollment_date" timestamp with time zone NOT NULL,
	"last_activity_date" timestamp with time zone,
	"can_receive_promotions" boolean DEFAULT true NOT NULL,
	"tier_id" uuid NOT NULL,
	"tier_effective_date" date NOT NULL,
	"tier_change_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_participant_rewards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text NOT NULL,
	"game_reward_id" uuid,
	"expiration_date" timestamp with time zone NOT NULL,
	"source_order_id" uuid,
	"played_at" timestamp with time zone,
	"issued_reward_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_participant_rewards_status" CHECK ("loyalty_participant_rewards"."status" in ('YetToReward', 'Rewarded')),
	CONSTRAINT "loyalty_participant_rewards_played" CHECK (("loyalty_participant_rewards"."status" = 'Rewarded') = ("loyalty_participant_rewards"."game_reward_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_buckets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"expiration_date" date NOT NULL,
	"points" bigint NOT NULL,
	"redeemed_points" bigint DEFAULT 0 NOT NULL,
	"expired_points" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_point_buckets_amounts" CHECK ("loyalty_point_buckets"."points" > 0 and "loyalty_point_buckets"."redeemed_points" >= 0 and "loyalty_point_buckets"."expired_points" >= 0 and "loyalty_point_buckets"."redeemed_points" + "loyalty_point_buckets"."expired_points" <= "loyalty_point_buckets"."points")
);
--> statement-breakpoint
CREATE TABLE "loyalty_points_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"journal_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"currency_name" text NOT NULL,
	"change_in_points" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_program_currencies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"program_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_qualifying" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_programs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "loyalty_programs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "loyalty_rewards" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"points" bigint NOT NULL,
	"voucher_definition_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_tiers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"program_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sequence_number" integer NOT NULL,
	"threshold" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_transaction_journals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"journal_number" bigserial NOT NULL,
	"member_id" uuid NOT NULL,
	"journal_type_name" text NOT NULL,
	"journal_sub_type_name" text,
	"activity_date" timestamp with time zone NOT NULL,
	"external_transaction_number" text,
	"transaction_amount" bigint,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_voucher_definitions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"face_value" bigint,
	"discount_percent" integer,
	"image_url" text NOT NULL,
	"validity_days" integer NOT NULL,
	"minimum_purchase" bigint DEFAULT 0 NOT NULL,
	"store_brand" text,
	"eligible_product_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"eligible_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded_product_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "loyalty_voucher_definitions_code_unique" UNIQUE("code"),
	CONSTRAINT "loyalty_voucher_definitions_value" CHECK (("loyalty_voucher_definitions"."type" = 'FixedValue' and "loyalty_voucher_definitions"."face_value" > 0 and "loyalty_voucher_definitions"."discount_percent" is null)
        or ("loyalty_voucher_definitions"."type" = 'DiscountPercentage' and "loyalty_voucher_definitions"."discount_percent" between 1 and 100 and "loyalty_voucher_definitions"."face_value" is null)),
	CONSTRAINT "loyalty_voucher_definitions_validity" CHECK ("loyalty_voucher_definitions"."validity_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_vouchers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"voucher_number" bigserial NOT NULL,
	"voucher_code" text NOT NULL,
	"definition_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text NOT NULL,
	"effective_date" date NOT NULL,
	"expiration_date" date NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_vouchers_status" CHECK ("loyalty_vouchers"."status" in ('Issued', 'Redeemed', 'Expired')),
	CONSTRAINT "loyalty_vouchers_redeemed" CHECK (("loyalty_vouchers"."status" = 'Redeemed') = ("loyalty_vouchers"."redeemed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "pos_order_lines" (
	"order_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"line_subtotal" bigint NOT NULL,
	"line_tax" bigint NOT NULL,
	CONSTRAINT "pos_order_lines_order_id_line_number_pk" PRIMARY KEY("order_id","line_number"),
	CONSTRAINT "pos_order_lines_quantity" CHECK ("pos_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "pos_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_number" bigserial NOT NULL,
	"external_transaction_number" text NOT NULL,
	"store_id" text NOT NULL,
	"member_id" uuid,
	"voucher_id" uuid,
	"payment_method" text NOT NULL,
	"subtotal" bigint NOT NULL,
	"total_tax" bigint NOT NULL,
	"voucher_discount" bigint NOT NULL,
	"points_redeemed" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	"points_earned" bigint NOT NULL,
	"tier_points_earned" bigint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pos_orders_totals" CHECK ("pos_orders"."total_price" = "pos_orders"."subtotal" + "pos_orders"."total_tax" - "pos_orders"."voucher_discount" - "pos_orders"."points_redeemed" and "pos_orders"."total_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pos_products" (
	"id" text PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"brand" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"picture" text NOT NULL,
	"family" text NOT NULL,
	"category" text NOT NULL,
	"sku" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "pos_products_price" CHECK ("pos_products"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "pos_stores" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"account_id" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_journey_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outbox_id" bigint NOT NULL,
	"contact_key" text NOT NULL,
	"event_definition_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dedupe_key" text,
	"contact_key" text NOT NULL,
	"event_definition_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivery_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "marketing_outbox_status" CHECK ("marketing_outbox"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "loyalty_game_rewards" ADD CONSTRAINT "loyalty_game_rewards_game_id_loyalty_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."loyalty_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_game_rewards" ADD CONSTRAINT "loyalty_game_rewards_voucher_definition_id_loyalty_voucher_definitions_id_fk" FOREIGN KEY ("voucher_definition_id") REFERENCES "public"."loyalty_voucher_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_member_currencies" ADD CONSTRAINT "loyalty_member_currencies_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_member_currencies" ADD CONSTRAINT "loyalty_member_currencies_program_currency_id_loyalty_program_currencies_id_fk" FOREIGN KEY ("program_currency_id") REFERENCES "public"."loyalty_program_currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_contact_id_loyalty_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."loyalty_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_tier_id_loyalty_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."loyalty_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_participant_rewards" ADD CONSTRAINT "loyalty_participant_rewards_game_id_loyalty_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."loyalty_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_participant_rewards" ADD CONSTRAINT "loyalty_participant_rewards_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_participant_rewards" ADD CONSTRAINT "loyalty_participant_rewards_game_reward_id_loyalty_game_rewards_id_fk" FOREIGN KEY ("game_reward_id") REFERENCES "public"."loyalty_game_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_buckets" ADD CONSTRAINT "loyalty_point_buckets_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_buckets" ADD CONSTRAINT "loyalty_point_buckets_journal_id_loyalty_transaction_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."loyalty_transaction_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points_changes" ADD CONSTRAINT "loyalty_points_changes_journal_id_loyalty_transaction_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."loyalty_transaction_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points_changes" ADD CONSTRAINT "loyalty_points_changes_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_program_currencies" ADD CONSTRAINT "loyalty_program_currencies_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_voucher_definition_id_loyalty_voucher_definitions_id_fk" FOREIGN KEY ("voucher_definition_id") REFERENCES "public"."loyalty_voucher_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_tiers" ADD CONSTRAINT "loyalty_tiers_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_transaction_journals" ADD CONSTRAINT "loyalty_transaction_journals_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_vouchers" ADD CONSTRAINT "loyalty_vouchers_definition_id_loyalty_voucher_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."loyalty_voucher_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_vouchers" ADD CONSTRAINT "loyalty_vouchers_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_order_lines" ADD CONSTRAINT "pos_order_lines_order_id_pos_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pos_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_voucher_id_loyalty_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."loyalty_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_contacts_email" ON "loyalty_contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "loyalty_game_rewards_game" ON "loyalty_game_rewards" USING btree ("game_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_member_currencies_member" ON "loyalty_member_currencies" USING btree ("member_id","currency_name");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_members_membership_number" ON "loyalty_members" USING btree ("membership_number");--> statement-breakpoint
CREATE INDEX "loyalty_participant_rewards_member" ON "loyalty_participant_rewards" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "loyalty_point_buckets_open_by_member" ON "loyalty_point_buckets" USING btree ("member_id","expiration_date") WHERE "loyalty_point_buckets"."points" > "loyalty_point_buckets"."redeemed_points" + "loyalty_point_buckets"."expired_points";--> statement-breakpoint
CREATE INDEX "loyalty_point_buckets_open_by_date" ON "loyalty_point_buckets" USING btree ("expiration_date") WHERE "loyalty_point_buckets"."points" > "loyalty_point_buckets"."redeemed_points" + "loyalty_point_buckets"."expired_points";--> statement-breakpoint
CREATE INDEX "loyalty_points_changes_journal" ON "loyalty_points_changes" USING btree ("journal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_program_currencies_name" ON "loyalty_program_currencies" USING btree ("program_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_tiers_name" ON "loyalty_tiers" USING btree ("program_id","name");--> statement-breakpoint
CREATE INDEX "loyalty_transaction_journals_member" ON "loyalty_transaction_journals" USING btree ("member_id","activity_date");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_vouchers_code" ON "loyalty_vouchers" USING btree ("voucher_code");--> statement-breakpoint
CREATE INDEX "loyalty_vouchers_member" ON "loyalty_vouchers" USING btree ("member_id","expiration_date");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_orders_external_transaction_number" ON "pos_orders" USING btree ("external_transaction_number");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_orders_voucher" ON "pos_orders" USING btree ("voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_products_code" ON "pos_products" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "pos_products_brand" ON "pos_products" USING btree ("brand","position");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_stores_store_id" ON "pos_stores" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "pos_stores_brand" ON "pos_stores" USING btree ("brand","position");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_journey_events_outbox" ON "marketing_journey_events" USING btree ("outbox_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_outbox_dedupe_key" ON "marketing_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "marketing_outbox_due" ON "marketing_outbox" USING btree ("next_attempt_at") WHERE "marketing_outbox"."status" = 'pending';