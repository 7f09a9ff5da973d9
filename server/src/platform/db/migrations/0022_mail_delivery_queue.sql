-- E-mail joins the delivery queue (docs/decisions/027-outbox.md): each mail row gets a status, its
-- attempts and when it is due, so a mail that fails to send is retried with the queue's backoff and,
-- after its last attempt, shows as failed.
ALTER TABLE "identity_mail_outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Mails written before the queue had their one attempt: delivered when it worked; otherwise given up
-- rather than sent now, perhaps days late (a reset link or a link code that old is no use).
UPDATE "identity_mail_outbox" SET "attempts" = 1, "status" = CASE WHEN "delivered_at" IS NOT NULL THEN 'delivered' ELSE 'failed' END;--> statement-breakpoint
CREATE INDEX "identity_mail_outbox_due" ON "identity_mail_outbox" USING btree ("next_attempt_at") WHERE "identity_mail_outbox"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "identity_mail_outbox" ADD CONSTRAINT "identity_mail_outbox_status" CHECK ("identity_mail_outbox"."status" in ('pending', 'delivered', 'failed'));
