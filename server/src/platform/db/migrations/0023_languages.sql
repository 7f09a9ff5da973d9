-- Languages (docs/decisions/029-languages.md): the language an order was placed in, for its e-mails
-- (orders placed before it get Indonesian, the shop's default), and the back office's default language
-- over DEFAULT_LANGUAGE (null: the variable).
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'id' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "default_language" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language" CHECK ("orders"."language" in ('id', 'en'));--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_default_language" CHECK ("shop_settings"."default_language" in ('id', 'en'));