import type { StoreBrand } from '#domain/loyalty/vouchers.ts';
import type { PlacedOrderResult } from '#domain/pos/api/sales.ts';
import type { Executor } from '../../platform/db/client.ts';
import { JsonQuery } from '../../platform/db/json-query.ts';
import { REWARD_POINTS } from '#domain/loyalty/programme.ts';
import { runningGame, voucherFactsFrom, voucherFactsJson } from '../ledger/sql-fragments.ts';
import type { VoucherFacts } from '../voucher-facts.ts';
import { DEFAULT_TILL_LIMITS, type TillLimits } from '#domain/pos/till-limits.ts';

/** Everything an order needs from the database, read in one round trip before it is computed. */
export interface OrderContext {
  /** The answer to an earlier request with the same external transaction number. */
  existing: PlacedOrderResult | null;
  store: { storeId: string; name: string; brand: StoreBrand } | null;
  /** `status`: 'active' or 'inactive' (an offline sale records an inactive one as a conflict, decision 030). */
  products: { productCode: string; name: string; category: string; price: number; brand: StoreBrand; status: string }[];
  member: {
    id: string;
    membershipNumber: string;
    firstName: string;
    email: string;
    tierId: string;
    tierName: string;
    /** 'Active' or 'Blocked' (domain/loyalty/member-status.ts): a blocked member neither earns nor redeems. */
    memberStatus: string;
    rewardPoints: number;
    /** Tier Points earned before the qualifying period: they no longer earn a tier (decision 031). */
    tierPointsBeforePeriod: number;
  } | null;
  voucher: VoucherFacts | null;
  /** The spin-to-win game running today, if any. */
  gameId: string | null;
  /**
   * The till's limits (shop_settings, domain/pos/till-limits.ts) a sale is refused past; null where they
   * are not enforced (an offline sale already happened: it records a conflict instead, decision 030).
   */
  tillLimits: TillLimits | null;
}

// $1 external transaction number, $2 store id, $3 product codes (JSON array), $4 membership number,
// $5 voucher code, $6 today in Jakarta.
const orderContextQuery = new JsonQuery<[string, string, string, string | null, string | null, string], OrderContext>(
  'pos_order_context',
  `select json_build_object(
    'existing', (select o.response from pos_orders o where o.external_transaction_number = $1),
    'store', (select json_build_object('storeId', s.store_id, 'name', s.name, 'brand', s.brand)
              from pos_stores s where s.store_id = $2),
    'products', coalesce((
      select json_agg(json_build_object('productCode', p.product_code, 'name', p.name, 'category', p.category,
        'price', p.price, 'brand', p.brand, 'status', p.status))
      from pos_products p where p.product_code in (select jsonb_array_elements_text($3::jsonb))), '[]'::json),
    'member', (
      select json_build_object('id', m.id, 'membershipNumber', m.membership_number, 'firstName', c.first_name,
        'email', c.email, 'tierId', m.tier_id, 'tierName', t.name, 'memberStatus', m.member_status,
        'tierPointsBeforePeriod', m.tier_points_before_period,
        'rewardPoints', (select mc.points_balance from loyalty_member_currencies mc
                         where mc.member_id = m.id and mc.currency_name = '${REWARD_POINTS}'))
      from loyalty_members m
      join loyalty_contacts c on c.id = m.contact_id
      join loyalty_tiers t on t.id = m.tier_id
      where m.membership_number = $4),
    'voucher', (select ${voucherFactsJson} ${voucherFactsFrom('$5')}),
    'gameId', (select g.id from loyalty_games g
               where ${runningGame('g', '$6::date')}
               order by g.start_date desc, g.id limit 1),
    'tillLimits', (select json_build_object('tillMaxLineQuantity', ss.till_max_line_quantity, 'tillMaxSaleRupiah', ss.till_max_sale_rupiah)
                   from shop_settings ss where ss.id = 1)
  ) as result`,
);

export async function readOrderContext(
  executor: Executor,
  request: { externalTransactionNumber: string; storeId: string; productCodes: string[]; membershipNumber: string | null; voucherCode: string | null; today: string },
): Promise<OrderContext> {
  const context = await orderContextQuery.run(
    executor,
    request.externalTransactionNumber,
    request.storeId,
    JSON.stringify(request.productCodes),
    request.membershipNumber,
    request.voucherCode,
    request.today,
  );
  if (!context) throw new Error('The order context query returned no row');
  // No shop_settings row yet: the defaults. bigint comes back from json as a number (well below 2^53).
  const limits = context.tillLimits ?? DEFAULT_TILL_LIMITS;
  return { ...context, tillLimits: { tillMaxLineQuantity: Number(limits.tillMaxLineQuantity), tillMaxSaleRupiah: Number(limits.tillMaxSaleRupiah) } };
}
