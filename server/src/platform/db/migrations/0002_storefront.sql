CREATE TABLE "product_lists" (
	"list" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "product_lists_list_position_pk" PRIMARY KEY("list","position")
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"category" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"discount" text NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "promos_discount_percent" CHECK ("promos"."discount" ~ '^[0-9]{1,2}$')
);
--> statement-breakpoint
CREATE TABLE "storefront_content" (
	"section" text NOT NULL,
	"position" integer NOT NULL,
	"item" jsonb NOT NULL,
	CONSTRAINT "storefront_content_section_position_pk" PRIMARY KEY("section","position")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"image_url" text NOT NULL,
	"unit_price_idr" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_idr" bigint NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"shopper_sub" text,
	"total_idr" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_idr" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_number" text NOT NULL,
	"org_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"external" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forward_status" text DEFAULT 'not_forwarded' NOT NULL,
	"forward_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "cases_case_number_unique" UNIQUE("case_number")
);
--> statement-breakpoint
ALTER TABLE "product_lists" ADD CONSTRAINT "product_lists_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_lists_product_idx" ON "product_lists" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_shopper_created_idx" ON "orders" USING btree ("shopper_sub","created_at");--> statement-breakpoint
CREATE INDEX "cases_forward_due_idx" ON "cases" USING btree ("forward_status","next_attempt_at");