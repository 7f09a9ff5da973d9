-- Member notifications by e-mail and WhatsApp with recorded consent, and points-expiry reminders (docs/decisions/032-notifications.md).
CREATE TABLE "member_notification_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"membership_number" text NOT NULL,
	"channel" text NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"phone" text,
	"store_id" text,
	"recorded_by" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_notification_consents_channel" CHECK ("member_notification_consents"."channel" in ('email', 'whatsapp')),
	CONSTRAINT "member_notification_consents_action" CHECK ("member_notification_consents"."action" in ('given', 'withdrawn')),
	CONSTRAINT "member_notification_consents_source" CHECK ("member_notification_consents"."source" in ('till', 'profile', 'stopLink', 'reply'))
);
--> statement-breakpoint
CREATE TABLE "member_notification_settings" (
	"membership_number" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"whatsapp_phone" text,
	"whatsapp_consented_at" timestamp with time zone,
	"whatsapp_consent_source" text,
	"email_stopped_at" timestamp with time zone,
	"stop_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_notification_settings_language" CHECK ("member_notification_settings"."language" in ('id', 'en')),
	CONSTRAINT "member_notification_settings_consent_source" CHECK ("member_notification_settings"."whatsapp_consent_source" in ('till', 'profile', 'stopLink', 'reply')),
	CONSTRAINT "member_notification_settings_whatsapp_consent" CHECK ("member_notification_settings"."whatsapp_consented_at" is null or "member_notification_settings"."whatsapp_phone" is not null)
);
--> statement-breakpoint
CREATE TABLE "member_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"membership_number" text NOT NULL,
	"event" text NOT NULL,
	"language" text NOT NULL,
	"values" jsonb NOT NULL,
	"channels" text[] NOT NULL,
	"mail_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_notifications_event" CHECK ("member_notifications"."event" in ('welcome', 'receipt', 'birthday', 'pointsExpiry', 'tierChange', 'referralReward')),
	CONSTRAINT "member_notifications_language" CHECK ("member_notifications"."language" in ('id', 'en'))
);
--> statement-breakpoint
CREATE TABLE "points_expiry_reminders" (
	"member_id" uuid NOT NULL,
	"expiration_date" date NOT NULL,
	"notification_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_expiry_reminders_member_id_expiration_date_pk" PRIMARY KEY("member_id","expiration_date")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notification_id" bigint NOT NULL,
	"to_phone" text NOT NULL,
	"template_name" text NOT NULL,
	"language_code" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "whatsapp_outbox_status" CHECK ("whatsapp_outbox"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_sink_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outbox_id" bigint NOT NULL,
	"to_phone" text NOT NULL,
	"body" text NOT NULL,
	"request" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "points_expiry_reminder_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_expiry_reminders" ADD CONSTRAINT "points_expiry_reminders_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_expiry_reminders" ADD CONSTRAINT "points_expiry_reminders_notification_id_member_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."member_notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_notification_id_member_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."member_notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_notification_consents_member" ON "member_notification_consents" USING btree ("membership_number","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_notification_settings_stop_token" ON "member_notification_settings" USING btree ("stop_token");--> statement-breakpoint
CREATE INDEX "member_notification_settings_whatsapp_phone" ON "member_notification_settings" USING btree ("whatsapp_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "member_notifications_dedupe_key" ON "member_notifications" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "member_notifications_member" ON "member_notifications" USING btree ("membership_number","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_due" ON "whatsapp_outbox" USING btree ("next_attempt_at") WHERE "whatsapp_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_notification" ON "whatsapp_outbox" USING btree ("notification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_sink_messages_outbox" ON "whatsapp_sink_messages" USING btree ("outbox_id");--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_points_expiry_reminder_days" CHECK ("loyalty_programs"."points_expiry_reminder_days" between 1 and 180);