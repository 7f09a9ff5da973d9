-- Birthday bonuses and tiers that move both ways (docs/decisions/031-birthdays-and-tiers.md); the rules live on loyalty_programs (decision 021).
CREATE TABLE "loyalty_birthday_bonuses" (
	"member_id" uuid NOT NULL,
	"birthday_year" integer NOT NULL,
	"paid_on" date NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_birthday_bonuses_member_id_birthday_year_pk" PRIMARY KEY("member_id","birthday_year"),
	CONSTRAINT "loyalty_birthday_bonuses_points" CHECK ("loyalty_birthday_bonuses"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_tier_period_progress" (
	"program_id" uuid PRIMARY KEY NOT NULL,
	"done_through" date NOT NULL,
	"qualifying_months" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loyalty_contacts" ADD COLUMN "birth_date_set_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written (Drizzle states neither): a birth date known before this migration counts as entered when its
-- member enrolled (or the contact was written, if earlier), so the 30-day guard does not refuse this year's bonus.
UPDATE "loyalty_contacts" c SET "birth_date_set_at" = least(c."created_at", (select min(m."enrollment_date") from "loyalty_members" m where m."contact_id" = c."id"))
	WHERE c."birth_date" IS NOT NULL;--> statement-breakpoint
-- Whatever path changes a birth date and forgets to say when (a support correction in SQL, a future form),
-- the change is stamped, so the 30-day guard cannot be dodged.
CREATE FUNCTION "loyalty_contacts_stamp_birth_date"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."birth_date" IS DISTINCT FROM OLD."birth_date" AND NEW."birth_date_set_at" IS NOT DISTINCT FROM OLD."birth_date_set_at" THEN
		NEW."birth_date_set_at" := CASE WHEN NEW."birth_date" IS NULL THEN NULL ELSE now() END;
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "loyalty_contacts_birth_date_changed" BEFORE UPDATE OF "birth_date" ON "loyalty_contacts"
	FOR EACH ROW EXECUTE FUNCTION "loyalty_contacts_stamp_birth_date"();--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD COLUMN "tier_reviewed_on" date;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD COLUMN "tier_points_before_period" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "birthday_bonus_points" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "tier_qualifying_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "tier_downgrade_policy" text DEFAULT 'never' NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "tier_grace_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "tier_policy_since" date;--> statement-breakpoint
ALTER TABLE "loyalty_birthday_bonuses" ADD CONSTRAINT "loyalty_birthday_bonuses_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_tier_period_progress" ADD CONSTRAINT "loyalty_tier_period_progress_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_contacts_birthday" ON "loyalty_contacts" USING btree ((extract(month from "birth_date")::int * 100 + extract(day from "birth_date")::int));--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_birthday_bonus" CHECK ("loyalty_programs"."birthday_bonus_points" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_tier_rules" CHECK ("loyalty_programs"."tier_qualifying_months" between 1 and 36 and "loyalty_programs"."tier_grace_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_downgrade_policy" CHECK ("loyalty_programs"."tier_downgrade_policy" in ('never', 'oneTierDown', 'recompute'));