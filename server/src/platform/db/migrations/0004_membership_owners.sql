CREATE SEQUENCE "public"."online_membership_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "membership_link_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"membership_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_owners" (
	"user_id" text PRIMARY KEY NOT NULL,
	"membership_number" text NOT NULL,
	"linked_via" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_owners_membership_number_unique" UNIQUE("membership_number")
);
--> statement-breakpoint
CREATE INDEX "membership_link_codes_user_idx" ON "membership_link_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "membership_link_codes_number_idx" ON "membership_link_codes" USING btree ("membership_number","created_at");