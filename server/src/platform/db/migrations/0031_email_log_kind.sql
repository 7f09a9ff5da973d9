-- The e-mail log in the back office (docs/decisions/035-email-log.md): what each stored e-mail is (sign-up,
-- link code, receipt, …). Older rows read 'other'. Delivered and failed rows are deleted after 30 days by a job.
ALTER TABLE "identity_mail_outbox" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;
