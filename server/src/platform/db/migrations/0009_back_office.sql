CREATE TABLE "admin_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_user_id" text NOT NULL,
	"actor_email" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_audit_log_entity" ON "admin_audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor" ON "admin_audit_log" USING btree ("actor_user_id","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_created" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
-- The log cannot be edited, by the app or by a mistaken query (decision 017).
CREATE FUNCTION "admin_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'The audit log is append-only: its entries cannot be changed or deleted.';
END
$$;--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_changes" BEFORE UPDATE OR DELETE ON "admin_audit_log"
	FOR EACH ROW EXECUTE FUNCTION "admin_audit_log_append_only"();--> statement-breakpoint
-- The member page lists a member's latest POS orders.
CREATE INDEX "pos_orders_member_created" ON "pos_orders" USING btree ("member_id","created_at");
--> statement-breakpoint
-- The cases inbox (decision 017): a status, an assignee and the replies sent by e-mail.
ALTER TABLE "cases" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "assignee_user_id" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "assignee_email" text;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_status" CHECK ("cases"."status" in ('new', 'in_progress', 'answered', 'closed'));--> statement-breakpoint
CREATE INDEX "cases_status_created_idx" ON "cases" USING btree ("status","id");--> statement-breakpoint
CREATE TABLE "case_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"author_user_id" text NOT NULL,
	"author_email" text,
	"body" text NOT NULL,
	"mail_outbox_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_replies" ADD CONSTRAINT "case_replies_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_replies_case_idx" ON "case_replies" USING btree ("case_id","id");
