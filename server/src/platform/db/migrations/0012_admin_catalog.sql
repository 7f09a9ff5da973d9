-- The back office's catalogue: POS products can be deactivated, and product images
-- uploaded in the back office are kept in the database under their SHA-256.
ALTER TABLE "pos_products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
CREATE TABLE "catalog_images" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
