import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Receipt } from '#domain/pos/api/receipts.ts';
import type { PosReturn } from '#domain/pos/api/returns.ts';
import { eligibleLines } from '#domain/pos/pricing.ts';
import { jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { allocateDiscount } from '#domain/pos/order.ts';
import { formatReceiptDateTime, maskMembershipNumber, receiptTax, receiptUrl } from '#domain/pos/receipt.ts';
import type { Config, ShopIdentity } from '../platform/config.ts';
import type { Database } from '../platform/db/client.ts';
import {
  identityMailOutbox,
  loyaltyContacts,
  loyaltyMembers,
  loyaltyVoucherDefinitions,
  loyaltyVouchers,
  posOrderLines,
  posOrders,
  posOrderTenders,
  posReturns,
  posShifts,
  posStores,
} from '../platform/db/schema/index.ts';
import { NotFound, TooManyRequests } from '../platform/errors.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { receiptText } from '#domain/pos/receipt-text.ts';
import type { Language } from '#domain/platform/language.ts';
import type { Text } from '#domain/texts/index.ts';
import { translate } from '../platform/texts.ts';
import { returnNumberText } from './returns.ts';

const RECEIPT_NOT_FOUND: Text = { key: 'pos.errors.receiptNotFound' };
const SALE_NOT_FOUND = (number: string): Text => ({ key: 'pos.errors.saleNotFoundByNumber', values: { number } });
/** E-mails of one receipt per hour: enough for a typo and a retry, too few to spam anyone with it. */
const RECEIPT_EMAILS_PER_HOUR = 5;

/** The e-receipt token in URLs: the stored UUID's 32 hex digits, without dashes. */
const tokenOfUuid = (uuid: string) => uuid.replaceAll('-', '');
/** A URL token back to the stored UUID, or null when it cannot be one (then: not found, like any wrong token). */
function uuidOfToken(token: string): string | null {
  if (!/^[0-9a-f]{32}$/.test(token)) return null;
  return `${token.slice(0, 8)}-${token.slice(8, 12)}-${token.slice(12, 16)}-${token.slice(16, 20)}-${token.slice(20)}`;
}

/**
 * Receipts of POS sales, built from the stored order (pos_orders and its lines) and the shop identity
 * as it is now (back-office settings over the SHOP_* variables): the till's copy, the public e-receipt and the e-mail. Sales booked on the
 * hosted loyalty service are not stored here and have no receipt.
 */
export class Receipts {
  constructor(
    private readonly db: Database,
    private readonly config: Pick<Config, 'publicUrl'>,
    /** The server's mailer (built once in app.ts). */
    private readonly mailer: Mailer,
    /** The shop's identity now (back-office settings over SHOP_*; platform/shop-identity.ts). */
    private readonly shopIdentity: () => Promise<ShopIdentity>,
  ) {}

  /**
   * `language`: the reader's, for the receipt's worded date (the amounts and names are the same in
   * both); Indonesian, the catalogues' source, when a caller does not say.
   */
  async byTransactionNumber(transactionNumber: string, language: Language = 'id'): Promise<Receipt> {
    const receipt = await this.build(eq(posOrders.externalTransactionNumber, transactionNumber), language);
    if (!receipt) throw new NotFound(SALE_NOT_FOUND(transactionNumber));
    return receipt;
  }

  async byToken(token: string, language: Language): Promise<Receipt> {
    const uuid = uuidOfToken(token);
    const receipt = uuid ? await this.build(eq(posOrders.receiptToken, uuid), language) : null;
    if (!receipt) throw new NotFound(RECEIPT_NOT_FOUND);
    return receipt;
  }

  /**
   * Sends the receipt as plain text with its e-receipt link; stored in the mail outbox first (mailer.ts).
   * A till sale keeps no language of its own (nor does a member), so the e-mail is in the till's: the
   * cashier sends it while the shopper stands there, in the language they are speaking.
   */
  async email(transactionNumber: string, to: string, language: Language): Promise<{ message: string }> {
    const receipt = await this.byTransactionNumber(transactionNumber, language);
    const t = translate(language);
    const hourAgo = new Date(Date.now() - 3_600_000);
    const [sent] = await this.db
      .select({ n: count() })
      .from(identityMailOutbox)
      .where(and(eq(identityMailOutbox.link, receipt.url), gt(identityMailOutbox.createdAt, hourAgo)));
    if ((sent?.n ?? 0) >= RECEIPT_EMAILS_PER_HOUR) {
      throw new TooManyRequests({ key: 'pos.errors.receiptMailLimit', values: { count: RECEIPT_EMAILS_PER_HOUR } });
    }
    await this.mailer.send({
      to,
      subject: t('pos.mail.receipt.subject', { order: receipt.orderName, shop: receipt.shop.name }),
      body: receiptText(receipt, t),
      link: receipt.url,
      kind: 'receipt',
    });
    return { message: t('pos.mail.receipt.sent', { email: to }) };
  }

  private async build(where: ReturnType<typeof eq>, language: Language): Promise<Receipt | null> {
    const [order] = await this.db
      .select({
        id: posOrders.id,
        orderNumber: posOrders.orderNumber,
        transactionNumber: posOrders.externalTransactionNumber,
        storeId: posOrders.storeId,
        storeName: posStores.name,
        paymentMethod: posOrders.paymentMethod,
        subtotal: posOrders.subtotal,
        totalTax: posOrders.totalTax,
        taxAfterDiscount: posOrders.taxAfterDiscount,
        voucherDiscount: posOrders.voucherDiscount,
        pointsRedeemed: posOrders.pointsRedeemed,
        totalPrice: posOrders.totalPrice,
        pointsEarned: posOrders.pointsEarned,
        response: posOrders.response,
        createdAt: posOrders.createdAt,
        receiptToken: posOrders.receiptToken,
        cashierName: posShifts.cashierName,
        cashRounding: posOrders.cashRounding,
        membershipNumber: loyaltyMembers.membershipNumber,
        memberFirstName: loyaltyContacts.firstName,
        voucherCode: loyaltyVouchers.voucherCode,
        voucherName: loyaltyVoucherDefinitions.name,
        eligibleProductCodes: loyaltyVoucherDefinitions.eligibleProductCodes,
        eligibleCategories: loyaltyVoucherDefinitions.eligibleCategories,
        excludedProductCodes: loyaltyVoucherDefinitions.excludedProductCodes,
        excludedCategories: loyaltyVoucherDefinitions.excludedCategories,
      })
      .from(posOrders)
      .leftJoin(posStores, eq(posStores.storeId, posOrders.storeId))
      .leftJoin(posShifts, eq(posShifts.id, posOrders.shiftId))
      .leftJoin(loyaltyMembers, eq(loyaltyMembers.id, posOrders.memberId))
      .leftJoin(loyaltyContacts, eq(loyaltyContacts.id, loyaltyMembers.contactId))
      .leftJoin(loyaltyVouchers, eq(loyaltyVouchers.id, posOrders.voucherId))
      .leftJoin(loyaltyVoucherDefinitions, eq(loyaltyVoucherDefinitions.id, loyaltyVouchers.definitionId))
      .where(where)
      .limit(1);
    if (!order) return null;
    const [lines, tenders, returns] = await Promise.all([
      this.db
        .select({ productCode: posOrderLines.productCode, name: posOrderLines.name, category: posOrderLines.category, price: posOrderLines.price, quantity: posOrderLines.quantity, amount: posOrderLines.lineSubtotal })
        .from(posOrderLines)
        .where(eq(posOrderLines.orderId, order.id))
        .orderBy(asc(posOrderLines.lineNumber)),
      this.db
        .select({ method: posOrderTenders.kind, amount: posOrderTenders.amount, tendered: posOrderTenders.tendered, change: posOrderTenders.change })
        .from(posOrderTenders)
        .where(eq(posOrderTenders.orderId, order.id))
        .orderBy(asc(posOrderTenders.position)),
      this.db
        .select({
          returnNumber: posReturns.returnNumber,
          createdAt: posReturns.createdAt,
          refundTotal: posReturns.refundTotal,
          pointsReversed: posReturns.pointsReversed,
          pointsGivenBack: posReturns.pointsGivenBack,
          response: posReturns.response,
        })
        .from(posReturns)
        .where(eq(posReturns.orderId, order.id))
        .orderBy(asc(posReturns.returnNumber)),
    ]);

    // The voucher's discount was computed on its eligible lines (checkout.ts); each of them carries its share.
    // The same shares as the order payload's line discounts (domain/pos/order.ts).
    const eligibleCodes = order.voucherCode
      ? new Set(
          eligibleLines(lines, {
            EligibleProducts: (order.eligibleProductCodes ?? []).map((code) => ({ ProductCode: code })),
            EligibleCategories: (order.eligibleCategories ?? []).map((name) => ({ Name: name })),
            ExcludedProducts: (order.excludedProductCodes ?? []).map((code) => ({ ProductCode: code })),
            ExcludedCategories: (order.excludedCategories ?? []).map((name) => ({ Name: name })),
          }).map((line) => line.productCode),
        )
      : null;
    const discounts = allocateDiscount(
      { voucherDiscount: order.voucherDiscount, lines: lines.map((line) => ({ productCode: line.productCode, lineSubtotal: line.amount })) },
      eligibleCodes,
    );

    const shop = await this.shopIdentity();
    const issuedAt = order.createdAt.toISOString();
    const loyalty = (order.response as { loyalty?: { newPointsBalance?: number } | null }).loyalty ?? null;
    return {
      shop: { name: shop.name, address: shop.address, npwp: shop.npwp, phone: shop.phone, email: shop.email },
      store: { storeId: order.storeId, name: order.storeName ?? order.storeId },
      cashier: order.cashierName,
      transactionNumber: order.transactionNumber,
      orderName: `#${order.orderNumber}`,
      issuedAt,
      issuedAtText: formatReceiptDateTime(issuedAt, language),
      lines: lines.map((line, index) => ({
        productCode: line.productCode,
        name: line.name,
        quantity: line.quantity,
        unitPrice: line.price,
        amount: line.amount,
        discount: discounts[index] ?? 0,
      })),
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal: order.subtotal,
      voucher: order.voucherCode ? { code: order.voucherCode, name: order.voucherName ?? order.voucherCode, discount: order.voucherDiscount } : null,
      pointsRedeemed: order.pointsRedeemed,
      // The lines after the voucher are what was taxed (decision 038); a sale booked before it was taxed before the voucher.
      tax: receiptTax({
        taxableAmount: order.taxAfterDiscount ? order.subtotal - order.voucherDiscount : order.subtotal,
        ppn: order.totalTax,
        day: jakartaDayOfInstant(order.createdAt),
      }),
      total: order.totalPrice,
      // Orders booked before tenders were recorded (migration 0006) were paid whole by their one method.
      tenders:
        tenders.length > 0
          ? tenders.map(({ method, amount, tendered }) => ({ method, amount, tendered }))
          : [{ method: order.paymentMethod, amount: order.totalPrice, tendered: null }],
      change: tenders.reduce((sum, tender) => sum + tender.change, 0),
      cashRounding: order.cashRounding,
      member: order.membershipNumber
        ? {
            membershipNumber: maskMembershipNumber(order.membershipNumber),
            name: order.memberFirstName ?? '',
            pointsEarned: order.pointsEarned,
            pointsRedeemed: order.pointsRedeemed,
            newBalance: typeof loyalty?.newPointsBalance === 'number' ? loyalty.newPointsBalance : null,
          }
        : null,
      returns: returns.map((row) => ({
        returnNumber: returnNumberText(row.returnNumber),
        issuedAtText: formatReceiptDateTime(row.createdAt.toISOString(), language),
        refundTotal: row.refundTotal,
        pointsReversed: row.pointsReversed,
        pointsGivenBack: row.pointsGivenBack,
        newPointsBalance: balanceAfterReturn(row.response),
      })),
      url: receiptUrl(this.config.publicUrl, tokenOfUuid(order.receiptToken)),
    };
  }
}

/** The member's balance after a return, from its stored answer (a PosReturn, server/src/pos/returns.ts). */
function balanceAfterReturn(response: unknown): number | null {
  const balance = (response as Partial<PosReturn> | null)?.newPointsBalance;
  return typeof balance === 'number' ? balance : null;
}
