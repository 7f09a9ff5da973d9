CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"product_name" text NOT NULL,
	"image_url" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"price_idr" text NOT NULL,
	"discount_price_idr" text NOT NULL,
	"stock" text NOT NULL,
	"sku" text NOT NULL,
	"barcode" text NOT NULL,
	"brand" text NOT NULL,
	"description" text NOT NULL,
	"battery_capacity_mah" text NOT NULL,
	"processor" text NOT NULL,
	"ram_gb" text NOT NULL,
	"storage_gb" text NOT NULL,
	"connectivity" text NOT NULL,
	"warranty_months" text NOT NULL,
	"launch_year" text NOT NULL,
	"color_variant" text NOT NULL,
	"arrival_date" text NOT NULL,
	"status" text NOT NULL,
	"weight_g" text NOT NULL,
	"screen_size_inches" text NOT NULL
);
