-- Member referrals with fraud rules: codes, referrals and their status, device hashes, the programme's referral settings (docs/decisions/033-referrals.md).
CREATE TABLE "loyalty_member_devices" (
	"member_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_member_devices_member_id_device_hash_pk" PRIMARY KEY("member_id","device_hash")
);
--> statement-breakpoint
CREATE TABLE "loyalty_referral_codes" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "loyalty_referrals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"referrer_member_id" uuid NOT NULL,
	"friend_member_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"refusal_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"purchase_number" text,
	"purchased_at" timestamp with time zone,
	"window_ends_at" timestamp with time zone,
	"friend_points" integer,
	"welcome_journal_id" uuid,
	"referrer_points" integer,
	"credit_journal_id" uuid,
	"credited_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "loyalty_referrals_friend_member_id_unique" UNIQUE("friend_member_id"),
	CONSTRAINT "loyalty_referrals_status" CHECK ("loyalty_referrals"."status" in ('refused', 'pending', 'qualified', 'credited', 'reversed')),
	CONSTRAINT "loyalty_referrals_reason" CHECK (("loyalty_referrals"."status" = 'refused') = ("loyalty_referrals"."refusal_reason" is not null)),
	CONSTRAINT "loyalty_referrals_refusal_reason" CHECK ("loyalty_referrals"."refusal_reason" is null or "loyalty_referrals"."refusal_reason" in ('selfReferral', 'sameEmail', 'samePhone', 'sameDevice', 'monthlyLimit'))
);
--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "referral_referrer_points" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "referral_friend_points" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "referral_return_window_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "referral_monthly_limit" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_member_devices" ADD CONSTRAINT "loyalty_member_devices_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_referral_codes" ADD CONSTRAINT "loyalty_referral_codes_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_referrals" ADD CONSTRAINT "loyalty_referrals_referrer_member_id_loyalty_members_id_fk" FOREIGN KEY ("referrer_member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_referrals" ADD CONSTRAINT "loyalty_referrals_friend_member_id_loyalty_members_id_fk" FOREIGN KEY ("friend_member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_member_devices_hash" ON "loyalty_member_devices" USING btree ("device_hash","member_id");--> statement-breakpoint
CREATE INDEX "loyalty_referrals_referrer" ON "loyalty_referrals" USING btree ("referrer_member_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_referrals_due" ON "loyalty_referrals" USING btree ("status","window_ends_at");--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_referrals" CHECK ("loyalty_programs"."referral_referrer_points" between 0 and 1000000 and "loyalty_programs"."referral_friend_points" between 0 and 1000000 and "loyalty_programs"."referral_return_window_days" between 0 and 90 and "loyalty_programs"."referral_monthly_limit" between 1 and 100);