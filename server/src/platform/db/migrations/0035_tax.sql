-- PPN as Indonesian shops charge it (docs/decisions/038-tax.md). Shelf prices include PPN online, and both
-- channels tax the price after its discount. Orders and sales booked before this migration keep showing what
-- they charged: their rows get false (online: PPN added on top; till: PPN on the lines before the voucher),
-- and the default then becomes true for everything booked from now on (loyalty_place_order names neither).
ALTER TABLE "orders" ADD COLUMN "ppn_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "ppn_included" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD COLUMN "tax_after_discount" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_orders" ALTER COLUMN "tax_after_discount" SET DEFAULT true;
