-- The till that keeps selling offline (docs/decisions/030-offline-till.md): an order remembers the device
-- and receipt number it was sold under offline, when it was sold and synced, and the manager who let it
-- past a limit; what had changed at sync is a pos_sync_conflicts row; the owner's offline limits; and
-- the PIN check value a till caches for each manager.
CREATE TABLE "pos_sync_conflicts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"store_id" text NOT NULL,
	"device_id" text NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pos_sync_conflicts_kind" CHECK ("pos_sync_conflicts"."kind" in ('productInactive', 'outOfStock', 'memberBlocked', 'shiftClosed'))
);
--> statement-breakpoint
ALTER TABLE "pos_orders" ADD COLUMN "offline_device_id" text;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD COLUMN "offline_receipt_number" text;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD COLUMN "offline_override_by" text;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD COLUMN "offline_override_reason" text;--> statement-breakpoint
ALTER TABLE "pos_manager_pins" ADD COLUMN "offline_pin_check" jsonb;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "offline_max_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "offline_max_sale_rupiah" bigint DEFAULT 5000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_sync_conflicts" ADD CONSTRAINT "pos_sync_conflicts_order_id_pos_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pos_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_sync_conflicts_store_created" ON "pos_sync_conflicts" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pos_sync_conflicts_order" ON "pos_sync_conflicts" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_offline_override_reason" CHECK ("pos_orders"."offline_override_reason" in ('offlineTooLong', 'saleTooLarge'));--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_offline" CHECK (("pos_orders"."offline_device_id" is null) = ("pos_orders"."offline_receipt_number" is null) and ("pos_orders"."offline_device_id" is null) = ("pos_orders"."sold_at" is null) and ("pos_orders"."offline_device_id" is null) = ("pos_orders"."synced_at" is null));--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_offline_limits" CHECK ("shop_settings"."offline_max_hours" between 1 and 720 and "shop_settings"."offline_max_sale_rupiah" > 0);