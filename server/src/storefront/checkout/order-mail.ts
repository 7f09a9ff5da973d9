/**
 * The shopper's e-mails about an online order (decision 018): placed, paid, shipped, cancelled, expired.
 * Through the server's mailer: stored in the outbox, sent by SMTP when SMTP_URL is set, logged otherwise,
 * and retried when it fails to send. A failed e-mail never fails the order.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ShopOrder } from '#domain/storefront/api/checkout.ts';
import { formatRupiah } from '#domain/platform/format.ts';
import { JAKARTA_TIME_ZONE } from '#domain/platform/time-zone.ts';
import { ORDER_STATUS_LABELS, SHOP_PAYMENT_METHOD_LABELS } from '#domain/storefront/checkout.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

export interface OrderMail {
  placed(order: ShopOrder): Promise<void>;
  paid(order: ShopOrder): Promise<void>;
  shipped(order: ShopOrder): Promise<void>;
  cancelled(order: ShopOrder): Promise<void>;
  expired(order: ShopOrder): Promise<void>;
}

// Plain text: an ordinary space after 'Rp' (Intl puts a no-break space).
const rupiah = (amount: number) => formatRupiah(amount).replace(/\u00a0/g, ' ');

function summary(order: ShopOrder): string {
  const lines = order.lines.map((l) => `- ${l.quantity} x ${l.productName}: ${rupiah(l.lineTotal)}`);
  return [
    ...lines,
    `Subtotal: ${rupiah(order.subtotal)}`,
    ...(order.couponDiscount > 0 ? [`Coupon ${order.couponCode}: -${rupiah(order.couponDiscount)}`] : []),
    `PPN: ${rupiah(order.ppn)}`,
    `Delivery (${order.delivery.label}): ${rupiah(order.deliveryFee)}`,
    ...(order.pointsRedeemed > 0 ? [`Reward Points: -${rupiah(order.pointsRedeemed)}`] : []),
    `Total: ${rupiah(order.total)}`,
  ].join('\n');
}

export function orderMail(mailer: Mailer, publicUrl: string, log: FastifyBaseLogger): OrderMail {
  const link = (order: ShopOrder) => `${publicUrl}/track-order?number=${encodeURIComponent(order.orderNumber)}`;
  async function send(order: ShopOrder, subject: string, intro: string) {
    try {
      await mailer.send({
        to: order.contact.email,
        subject,
        body: `Hi ${order.contact.name},\n\n${intro}\n\n${summary(order)}\n\nStatus: ${ORDER_STATUS_LABELS[order.status]}\nFind your order with its number ${order.orderNumber} and this e-mail address: ${link(order)}\n\nLumbung`,
        link: link(order),
      });
    } catch (error) {
      log.error({ err: error, order: order.orderNumber }, 'order e-mail failed');
    }
  }
  return {
    placed: (order) =>
      send(
        order,
        `Order ${order.orderNumber} placed`,
        order.status === 'paid'
          ? `Thank you for your order ${order.orderNumber}.`
          : `Thank you for your order ${order.orderNumber}. Please pay ${rupiah(order.total)} with ${SHOP_PAYMENT_METHOD_LABELS[order.payment.method]} before ${new Date(order.payment.expiresAt).toLocaleString('id-ID', { timeZone: JAKARTA_TIME_ZONE })} WIB.`,
      ),
    paid: (order) =>
      send(order, `Payment received for order ${order.orderNumber}`, `We received your payment of ${rupiah(order.total)}. We are packing your order.${order.pointsEarned > 0 ? ` You earned ${order.pointsEarned} Reward Points.` : ''}`),
    shipped: (order) =>
      send(order, `Order ${order.orderNumber} is on its way`, `Your order was handed to ${order.shipment?.courier ?? 'the courier'}, tracking number ${order.shipment?.trackingNumber ?? '-'}.`),
    cancelled: (order) => send(order, `Order ${order.orderNumber} cancelled`, 'Your order was cancelled. Any Reward Points you used are back in your balance.'),
    expired: (order) =>
      send(order, `Order ${order.orderNumber} expired`, 'We did not receive the payment in time, so the order expired. Your cart items are available to order again.'),
  };
}
