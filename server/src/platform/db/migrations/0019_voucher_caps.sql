-- A percentage voucher's cap is now read from its definition (null: no cap; decision 021). Definitions
-- written before keep the spec's cap of their percentage (loyalty-pos.md §9), so nothing changes.
UPDATE "loyalty_voucher_definitions" SET "max_discount" = CASE "discount_percent" WHEN 10 THEN 25000 WHEN 15 THEN 35000 WHEN 20 THEN 50000 END WHERE "type" = 'DiscountPercentage' AND "max_discount" IS NULL;
