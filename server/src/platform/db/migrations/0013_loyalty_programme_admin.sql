-- The back office's loyalty programme (decision 021). The earning rate and the tier multipliers move
-- from constants into the database (current values as defaults); rewards get stock, a per-member limit
-- and active dates; game prizes and voucher definitions are never changed in place once they may have
-- been used: an edit retires the old row and inserts a new one, so what was issued keeps its terms
-- (decision 021). Versions make two admins' edits of the same thing a 409 instead of a lost update.
ALTER TABLE "loyalty_programs" ADD COLUMN "rupiah_per_point" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_rupiah_per_point" CHECK ("loyalty_programs"."rupiah_per_point" > 0);--> statement-breakpoint
ALTER TABLE "loyalty_tiers" ADD COLUMN "multiplier_percent" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
UPDATE "loyalty_tiers" SET "multiplier_percent" = 125 WHERE "name" = 'Co-Pilot';--> statement-breakpoint
UPDATE "loyalty_tiers" SET "multiplier_percent" = 150 WHERE "name" = 'Pilot';--> statement-breakpoint
ALTER TABLE "loyalty_tiers" ADD CONSTRAINT "loyalty_tiers_multiplier" CHECK ("loyalty_tiers"."multiplier_percent" between 1 and 1000);--> statement-breakpoint
ALTER TABLE "loyalty_tiers" ADD CONSTRAINT "loyalty_tiers_threshold" CHECK ("loyalty_tiers"."threshold" > 0);--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD COLUMN "per_member_limit" integer;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_limits" CHECK (("loyalty_rewards"."stock" is null or "loyalty_rewards"."stock" >= 0) and ("loyalty_rewards"."per_member_limit" is null or "loyalty_rewards"."per_member_limit" > 0) and "loyalty_rewards"."points" > 0);--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_dates" CHECK ("loyalty_rewards"."start_date" is null or "loyalty_rewards"."end_date" is null or "loyalty_rewards"."start_date" <= "loyalty_rewards"."end_date");--> statement-breakpoint
ALTER TABLE "loyalty_vouchers" ADD COLUMN "reward_id" text;--> statement-breakpoint
CREATE INDEX "loyalty_vouchers_member_reward" ON "loyalty_vouchers" USING btree ("member_id","reward_id") WHERE "loyalty_vouchers"."reward_id" is not null;--> statement-breakpoint
ALTER TABLE "loyalty_games" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_games" ADD CONSTRAINT "loyalty_games_dates" CHECK ("loyalty_games"."end_date" is null or "loyalty_games"."start_date" <= "loyalty_games"."end_date");--> statement-breakpoint
ALTER TABLE "loyalty_game_rewards" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loyalty_voucher_definitions" ADD COLUMN "max_discount" bigint;--> statement-breakpoint
ALTER TABLE "loyalty_voucher_definitions" ADD COLUMN "excluded_categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_voucher_definitions" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loyalty_voucher_definitions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_voucher_definitions" DROP CONSTRAINT "loyalty_voucher_definitions_code_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_voucher_definitions_current_code" ON "loyalty_voucher_definitions" USING btree ("code") WHERE "loyalty_voucher_definitions"."retired_at" is null;
