-- The back office's shop settings and storefront content (decision 023): the shop's identity as
-- edited in the back office (one row; a null column falls back to its SHOP_* variable), and promos that
-- can be taken off the storefront without deleting them.
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text,
	"address" text,
	"npwp" text,
	"phone" text,
	"email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "active" boolean DEFAULT true NOT NULL;
