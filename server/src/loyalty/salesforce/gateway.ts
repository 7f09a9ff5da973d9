import { setTimeout as sleep } from 'node:timers/promises';
import type { MemberProfile, MemberVoucher } from '#domain/loyalty/api/members.ts';
import type { PlacedOrderResult, PosOrderInput } from '#domain/pos/api/sales.ts';
import { earnedPoints, lineSubtotal, lineTax, PAYMENT_METHODS, POST_ORDER_WAIT_MS } from '#domain/pos/pricing.ts';
import { amountToNextTier, groupLedger, LOYALTY_PROGRAM_NAME, nextTierName, REWARD_POINTS, TIER_POINTS } from '#domain/loyalty/programme.ts';
import { NotFound, UpstreamFailure } from '../../platform/errors.ts';
import type { LoyaltyGateway } from '../gateway.ts';
import { LEDGER_PAGE_SIZE } from '#domain/loyalty/api/members.ts';
import type { SalesforceConnection, UpstreamOperation } from './connection.ts';
import {
  sfEligibility,
  sfEnrollAnswer,
  sfExpirablePoints,
  sfGamePlay,
  sfGames,
  sfLedger,
  sfMemberProfile,
  sfMemberVouchers,
  sfRedeemAnswer,
  sfRewardCatalog,
} from './shapes.ts';

/** loyalty-pos.md §7 paths: the shop's Apex REST endpoints and the Connect API (v63.0, §9). */
const APEX = '/services/apexrest';
const DATA = '/services/data/v63.0';

export interface SalesforceGatewayOptions {
  /** The programme name in the ledger path (§7: a fixed value). */
  programName?: string;
  /** §9 post-order wait: the hosted service posts points asynchronously after an order. */
  postOrderWaitMs?: number;
  wait?: (ms: number) => Promise<unknown>;
}

type Schema<T> = { safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } } };

function read<T>(schema: Schema<T>, data: unknown, failure: UpstreamOperation): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new UpstreamFailure({ key: 'loyalty.upstream.badShape', values: { operation: failure } });
  return parsed.data;
}

const balanceOf = (profile: MemberProfile, currency: string) =>
  profile.memberCurrencies.find((c) => c.loyaltyMemberCurrencyName === currency)?.pointsBalance ?? 0;

/**
 * The hosted loyalty service (Salesforce Loyalty Management with the shop's Apex endpoints, §7) behind
 * the same interface as the embedded engine. A thin mapping: the service's answers are read leniently
 * and given the fields our contract adds (tier progress, voucher count, grouped ledger rows).
 */
export function salesforceLoyaltyGateway(connection: SalesforceConnection, options: SalesforceGatewayOptions = {}): LoyaltyGateway {
  const programName = options.programName ?? LOYALTY_PROGRAM_NAME;
  const postOrderWaitMs = options.postOrderWaitMs ?? POST_ORDER_WAIT_MS;
  const wait = options.wait ?? sleep;

  async function issuedVouchers(membershipNumber: string): Promise<MemberVoucher[]> {
    const failure = 'getMemberVouchers';
    const answer = await connection.request({
      method: 'GET',
      path: `${APEX}/POSIntegration/pos/v1/members/${encodeURIComponent(membershipNumber)}/vouchers`,
      query: { voucherStatus: 'Issued' },
      failure,
    });
    return read(sfMemberVouchers, answer, failure).vouchers;
  }

  async function memberProfile(membershipNumber: string): Promise<MemberProfile> {
    const failure = 'getMemberDetails';
    // Both calls run at once, but the profile's own failure is the one reported (an unknown member
    // fails both, and which answer arrives first must not change the message).
    const [profileCall, vouchersCall] = await Promise.allSettled([
      connection.request({ method: 'GET', path: `${APEX}/POSIntegration/pos/v1/members`, query: { membershipNumber }, failure }),
      issuedVouchers(membershipNumber),
    ]);
    if (profileCall.status === 'rejected') throw profileCall.reason;
    if (vouchersCall.status === 'rejected') throw vouchersCall.reason;
    const answer = profileCall.value;
    const vouchers = vouchersCall.value;
    const profile = read(sfMemberProfile, answer, failure);
    const tierName = profile.memberTiers[0]?.loyaltyMemberTierName ?? '';
    const tierPoints = profile.memberCurrencies.find((c) => c.loyaltyMemberCurrencyName === TIER_POINTS)?.pointsBalance ?? 0;
    return {
      ...profile,
      tierPoints,
      amountToNextTier: amountToNextTier(tierName, tierPoints),
      nextTierName: nextTierName(tierName),
      voucherCount: vouchers.filter((v) => v.voucherStatus === 'Issued').length,
    };
  }

  return {
    getMemberProfile: memberProfile,

    async enrollMember(input) {
      const failure = 'enrollMember';
      const answer = await connection.request({ method: 'POST', path: `${APEX}/POSIntegration/pos/v1/members/enroll`, body: input, failure });
      const enrolled = read(sfEnrollAnswer, answer, failure);
      return {
        created: true,
        response: { ...enrolled, membershipNumber: enrolled.membershipNumber ?? input.membershipNumber, transactionJournals: [] },
      };
    },

    async getMemberVouchers(membershipNumber, voucherStatus) {
      const failure = 'getMemberVouchers';
      const answer = await connection.request({
        method: 'GET',
        path: `${APEX}/POSIntegration/pos/v1/members/${encodeURIComponent(membershipNumber)}/vouchers`,
        query: { voucherStatus },
        failure,
      });
      const { vouchers } = read(sfMemberVouchers, answer, failure);
      return { voucherCount: vouchers.length, vouchers };
    },

    async getLedger(membershipNumber, filters) {
      const failure = 'getMemberLedger';
      const answer = await connection.request({
        method: 'GET',
        path: `${DATA}/loyalty/programs/${encodeURIComponent(programName)}/members/${encodeURIComponent(membershipNumber)}/transaction-ledger-summary`,
        // No cursor upstream: the hosted service knows page numbers only (and this gateway never hands one out).
        query: { ...filters, cursor: undefined },
        failure,
      });
      const ledger = read(sfLedger, answer, failure);
      return {
        transactionJournalCount: ledger.transactionJournalCount ?? ledger.transactionJournals.length,
        pageNumber: filters.pageNumber,
        pageSize: LEDGER_PAGE_SIZE,
        transactionJournals: ledger.transactionJournals,
        rows: groupLedger(ledger.transactionJournals),
        // The hosted service pages by number only: no keyset cursor to offer (decision 020 added it to the engine).
        nextCursor: null,
      };
    },

    async getExpirablePoints(membershipNumber) {
      const failure = 'getExpirablePoints';
      const answer = await connection.request({ method: 'GET', path: `${APEX}/custom/v1/member/expirablepoints`, query: { membershipNumber }, failure });
      return read(sfExpirablePoints, answer, failure);
    },

    async getRewardCatalog(membershipNumber) {
      const failure = 'getRewardCatalog';
      const answer = await connection.request({ method: 'GET', path: `${APEX}/custom/v1/catalog`, query: { membershipNumber }, failure });
      return read(sfRewardCatalog, answer, failure);
    },

    async redeemReward(request) {
      const failure = 'redeemReward';
      const answer = read(sfRedeemAnswer, await connection.request({ method: 'POST', path: `${APEX}/custom/v1/catalog`, body: request, failure }), failure);
      // The answer's shape is not in the spec: the new balance and voucher are read back.
      const [profile, vouchers] = await Promise.all([memberProfile(request.MembershipNumber), issuedVouchers(request.MembershipNumber)]);
      const wanted = answer?.voucher?.voucherCode ?? answer?.voucherCode;
      const voucher =
        answer?.voucher ??
        vouchers.find((v) => v.voucherCode === wanted) ??
        [...vouchers].sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate))[0];
      if (!voucher) throw new UpstreamFailure({ key: 'loyalty.upstream.noVoucher', values: { operation: failure } });
      return {
        replayed: false,
        response: {
          transactionJournalId: answer?.transactionJournalId ?? '',
          pointsRedeemed: answer?.pointsRedeemed ?? 0,
          pointsBalance: balanceOf(profile, REWARD_POINTS),
          voucher,
        },
      };
    },

    async getMemberGames(membershipNumber) {
      const failure = 'getMemberGames';
      const { loyaltyProgramMemberId } = await memberProfile(membershipNumber);
      const answer = await connection.request({ method: 'GET', path: `${DATA}/game/participant/${encodeURIComponent(loyaltyProgramMemberId)}/games`, failure });
      const games = read(sfGames, answer, failure);
      return {
        ...games,
        gameDefinitions: games.gameDefinitions.map((game) => ({
          ...game,
          // §4: only a YetToReward spin is playable.
          participantGameRewards: game.participantGameRewards
            .filter((reward) => reward.status === 'YetToReward')
            .map((reward) => ({ ...reward, status: 'YetToReward' as const })),
        })),
      };
    },

    async playGame(gameParticipantRewardId, membershipNumber) {
      const failure = 'getMemberGames';
      // The owner check passed for `membershipNumber`: play only a spin the service lists for that member.
      if (membershipNumber !== undefined) {
        const { loyaltyProgramMemberId } = await memberProfile(membershipNumber);
        const listed = await connection.request({ method: 'GET', path: `${DATA}/game/participant/${encodeURIComponent(loyaltyProgramMemberId)}/games`, failure });
        const spins = read(sfGames, listed, failure).gameDefinitions.flatMap((game) => game.participantGameRewards);
        if (!spins.some((spin) => spin.gameParticipantRewardId === gameParticipantRewardId)) throw new NotFound({ key: 'loyalty.errors.spinNotFound' });
      }
      const answer = await connection.request({
        method: 'GET',
        path: `${DATA}/game/gameparticipantreward/${encodeURIComponent(gameParticipantRewardId)}/game-reward`,
        failure,
      });
      return read(sfGamePlay, answer, failure);
    },

    // The hosted service's paths (§7) have no search by e-mail: accounts link by "link my card" or Join there.
    async findMembershipByEmail() {
      return null;
    },

    async checkVoucherEligibility(request) {
      const failure = 'checkVoucherEligibility';
      const answer = await connection.request({ method: 'POST', path: `${APEX}/custom/v1/voucher/eligibility`, body: request, failure });
      return read(sfEligibility, answer, failure);
    },

    async placeOrder({ externalTransactionNumber, order }) {
      const membershipNumber = order.membershipNumber ?? null;
      const before = membershipNumber ? await memberProfile(membershipNumber) : null;
      await connection.request({
        method: 'POST',
        path: `${APEX}/POSIntegration/pos/v1/order`,
        body: { orders: [{ requestType: 'placeOrder', newExternalTransactionNumber: externalTransactionNumber, order }] },
        failure: 'createOrder',
      });
      const placed = { requestType: 'placeOrder', externalTransactionNumber, status: 'Success', order: orderSummary(externalTransactionNumber, order) } as const;
      // The service dedupes on the transaction number itself; we cannot tell a replay from a new order.
      if (!membershipNumber || !before) return { replayed: false, response: { ...placed, loyalty: null } };
      // §4 order creation: the service posts the points after answering, so wait, then read the balance.
      await wait(postOrderWaitMs);
      const after = await memberProfile(membershipNumber);
      const pointsUsed = order.pointsRedemption?.points ?? 0;
      const previousPointsBalance = balanceOf(before, REWARD_POINTS);
      const newPointsBalance = balanceOf(after, REWARD_POINTS);
      const tierBefore = before.memberTiers[0]?.loyaltyMemberTierName ?? '';
      const memberTier = after.memberTiers[0]?.loyaltyMemberTierName ?? tierBefore;
      return {
        replayed: false,
        response: {
          ...placed,
          loyalty: {
            membershipNumber,
            pointsUsed,
            pointsEarned: earnedPoints({ newBalance: newPointsBalance, previousBalance: previousPointsBalance, pointsUsed }),
            tierPointsEarned: after.tierPoints - before.tierPoints,
            previousPointsBalance,
            newPointsBalance,
            tierPoints: after.tierPoints,
            memberTier,
            tierUpgraded: memberTier !== tierBefore,
            // The hosted service grants spins on its own; the member area lists them.
            gameParticipantRewardId: null,
          },
        },
      };
    },
  };
}

/**
 * The order as the POS sent it: the hosted service's answer to an order is not shown (§7), and the
 * POS computed these totals with domain/pos/pricing.ts, the same functions the service's prices follow.
 */
function orderSummary(externalTransactionNumber: string, order: PosOrderInput): PlacedOrderResult['order'] {
  const lineItems = order.line_items.map((line) => {
    const named = line as { title?: unknown; name?: unknown; product_type?: unknown };
    const price = line.price ?? 0;
    return {
      productCode: line.productCode,
      name: typeof named.title === 'string' ? named.title : typeof named.name === 'string' ? named.name : line.productCode,
      category: typeof named.product_type === 'string' ? named.product_type : '',
      price,
      quantity: line.quantity,
      lineSubtotal: lineSubtotal({ price, quantity: line.quantity }),
      lineTax: lineTax({ price, quantity: line.quantity }),
    };
  });
  const subtotal = order.subtotal_price ?? lineItems.reduce((sum, line) => sum + line.lineSubtotal, 0);
  const totalTax = order.total_tax ?? lineItems.reduce((sum, line) => sum + line.lineTax, 0);
  const voucherDiscount = order.total_discounts ?? 0;
  const pointsRedeemed = order.pointsRedemption?.points ?? 0;
  return {
    id: externalTransactionNumber,
    orderNumber: 1001,
    name: '#1001',
    externalTransactionNumber,
    createdAt: new Date().toISOString(),
    storeId: order.storeId,
    businessName: order.client_details?.businessName ?? '',
    membershipNumber: order.membershipNumber ?? null,
    paymentMethod: order.payment_gateway_names?.[0] ?? order.tenders?.[0]?.kind ?? PAYMENT_METHODS[0],
    currency: 'IDR',
    financialStatus: 'paid',
    lineItems,
    subtotal,
    totalTax,
    voucherCode: order.discount_codes?.[0]?.code ?? null,
    voucherDiscount,
    pointsRedeemed,
    total: order.total_price ?? subtotal + totalTax - voucherDiscount - pointsRedeemed,
  };
}
