-- The member agrees at the till before their points or a voucher are spent (docs/decisions/039-member-confirmation.md):
-- each confirmation (a member-area code scanned, or a one-time code sent and typed right) is bound to a membership,
-- a store and a cashier and spent by one sale. The one-time code goes out as a new member message event, tillCode.
CREATE TABLE "pos_member_confirmations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"membership_number" text NOT NULL,
	"store_id" text NOT NULL,
	"cashier_id" text NOT NULL,
	"method" text NOT NULL,
	"member_code_signature" text,
	"otp_hash" text,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"used_by_transaction" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_member_confirmations_method" CHECK ("pos_member_confirmations"."method" in ('memberCode', 'otp')),
	CONSTRAINT "pos_member_confirmations_secret" CHECK (("pos_member_confirmations"."method" = 'memberCode' and "pos_member_confirmations"."member_code_signature" is not null) or ("pos_member_confirmations"."method" = 'otp' and "pos_member_confirmations"."otp_hash" is not null)),
	CONSTRAINT "pos_member_confirmations_attempts" CHECK ("pos_member_confirmations"."wrong_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_notifications" DROP CONSTRAINT "member_notifications_event";--> statement-breakpoint
CREATE UNIQUE INDEX "pos_member_confirmations_code" ON "pos_member_confirmations" USING btree ("member_code_signature");--> statement-breakpoint
CREATE INDEX "pos_member_confirmations_member" ON "pos_member_confirmations" USING btree ("membership_number","created_at");--> statement-breakpoint
ALTER TABLE "member_notifications" ADD CONSTRAINT "member_notifications_event" CHECK ("member_notifications"."event" in ('welcome', 'receipt', 'birthday', 'pointsExpiry', 'tierChange', 'tierAtRisk', 'referralReward', 'tillCode'));