import type { PlacedOrderResult } from '#domain/pos/api/sales.ts';
import type { CalendarDay } from '#domain/platform/jakarta-time.ts';
import type { MemberCurrencyName } from '#domain/loyalty/programme.ts';
import type { TenderKind } from '#domain/pos/tenders.ts';
import type { Executor } from '../../platform/db/client.ts';
import { JsonQuery } from '../../platform/db/json-query.ts';

/**
 * What loyalty_place_order (loyalty/ledger/sql-functions.ts) writes for one POS order: computed by
 * planOrder (plan.ts) from one consistent read, sent as one JSON argument. The function fills in what
 * depends on the locked rows (the new balances, the tier, the order number). Snake-case fields are
 * read by the function's jsonb_to_recordset, column for column.
 */
export interface OrderPlan {
  orderId: string;
  externalTransactionNumber: string;
  storeId: string;
  memberId: string | null;
  voucherId: string | null;
  paymentMethod: TenderKind;
  /** The cashier whose open shift the sale joins; null: no shift (orders through the loyalty API). */
  till: { cashierId: string } | null;
  cashRounding: number;
  tenders: OrderTender[];
  activityDate: string;
  today: CalendarDay;
  subtotal: number;
  totalTax: number;
  voucherDiscount: number;
  pointsRedeemed: number;
  totalPrice: number;
  pointsEarned: number;
  tierPointsEarned: number;
  lines: OrderLine[];
  member: MemberTierPlan | null;
  journals: OrderLedgerEntries['journals'];
  pointsChanges: OrderLedgerEntries['pointsChanges'];
  bucket: OrderLedgerEntries['bucket'];
  spin: { id: string; gameId: string; expirationDate: string } | null;
  event: { dedupeKey: string; contactKey: string; eventDefinitionKey: string; data: Record<string, unknown> } | null;
  response: PlacedOrderResult;
}

interface OrderTender {
  position: number;
  kind: TenderKind;
  amount: number;
  tendered: number | null;
  change: number;
}

interface OrderLine {
  line_number: number;
  product_code: string;
  name: string;
  category: string;
  price: number;
  quantity: number;
  line_subtotal: number;
  line_tax: number;
}

/** The tier the plan was computed with, and the tiers above it with the Tier Points that reach each. */
export interface MemberTierPlan {
  tierId: string;
  tierName: string;
  upgrades: { tierId: string; tierName: string; tierPoints: number }[];
}

/** The order's journals, their points changes and the bucket of the points it earns (ledger-entries.ts). */
export interface OrderLedgerEntries {
  pointsEarned: number;
  tierPointsEarned: number;
  journals: { id: string; type_name: string; sub_type_name: string; transaction_amount: number; attributes: Record<string, string> }[];
  pointsChanges: { id: string; journal_id: string; currency_name: MemberCurrencyName; change_in_points: number }[];
  bucket: { id: string; journalId: string; expirationDate: CalendarDay; points: number } | null;
}

const placeOrderCall = new JsonQuery<[string], { replayed: boolean; response: PlacedOrderResult }>(
  'pos_place_order',
  'select loyalty_place_order($1::jsonb) as result',
);

/** Writes a plan with the loyalty_place_order function: one round trip. */
export async function writeOrderPlan(executor: Executor, plan: OrderPlan): Promise<{ replayed: boolean; response: PlacedOrderResult }> {
  const result = await placeOrderCall.run(executor, JSON.stringify(plan));
  if (!result) throw new Error('loyalty_place_order returned nothing');
  return result;
}
