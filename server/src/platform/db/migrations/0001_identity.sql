CREATE TABLE "identity_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"name" text NOT NULL,
	"nickname" text NOT NULL,
	"user_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"identities" jsonb NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_login_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"delivery_error" text
);
--> statement-breakpoint
CREATE TABLE "identity_oidc_models" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "identity_oidc_models_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "identity_password_resets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_password_resets" ADD CONSTRAINT "identity_password_resets_user_id_identity_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identity_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_accounts_email_key" ON "identity_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "identity_login_failures_subject_idx" ON "identity_login_failures" USING btree ("subject","failed_at");--> statement-breakpoint
CREATE INDEX "identity_mail_outbox_recipient_idx" ON "identity_mail_outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "identity_oidc_models_grant_id_idx" ON "identity_oidc_models" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "identity_oidc_models_uid_idx" ON "identity_oidc_models" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "identity_oidc_models_user_code_idx" ON "identity_oidc_models" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "identity_oidc_models_expires_at_idx" ON "identity_oidc_models" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "identity_password_resets_user_idx" ON "identity_password_resets" USING btree ("user_id");