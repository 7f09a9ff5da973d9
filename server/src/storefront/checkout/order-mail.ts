/**
 * The shopper's e-mails about an online order (decision 018): placed, paid, shipped, cancelled, expired.
 * Written in the order's language, the one the shopper checked out in (decision 029). Through the
 * server's mailer: stored in the outbox, sent by SMTP when SMTP_URL is set, logged otherwise, and retried
 * when it fails to send. A failed e-mail never fails the order.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ShopOrder } from '#domain/storefront/api/checkout.ts';
import { wordedDelivery } from '#domain/storefront/checkout.ts';
import { formatDateTime, formatNumber, formatRupiah } from '#domain/platform/format.ts';
import type { Translate } from '#domain/texts/translate.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { translate } from '../../platform/texts.ts';

export interface OrderMail {
  placed(order: ShopOrder): Promise<void>;
  paid(order: ShopOrder): Promise<void>;
  shipped(order: ShopOrder): Promise<void>;
  cancelled(order: ShopOrder): Promise<void>;
  expired(order: ShopOrder): Promise<void>;
}

// Plain text: an ordinary space after 'Rp' (Intl puts a no-break space).
const rupiah = (amount: number) => formatRupiah(amount).replace(/\u00a0/g, ' ');

function summary(order: ShopOrder, t: Translate): string {
  const lines = order.lines.map((l) => t('storefront.mail.line', { quantity: l.quantity, product: l.productName, amount: rupiah(l.lineTotal) }));
  return [
    ...lines,
    t('storefront.mail.subtotal', { amount: rupiah(order.subtotal) }),
    ...(order.couponDiscount > 0 ? [t('storefront.mail.coupon', { code: order.couponCode ?? '', amount: rupiah(order.couponDiscount) })] : []),
    // An order placed before decision 038 had PPN added on top: it shows as the line it was.
    ...(order.ppnIncluded ? [] : [t('storefront.mail.ppn', { amount: rupiah(order.ppn) })]),
    t('storefront.mail.delivery', { label: wordedDelivery(order.delivery, t).label, amount: rupiah(order.deliveryFee) }),
    ...(order.pointsRedeemed > 0 ? [t('storefront.mail.points', { amount: rupiah(order.pointsRedeemed) })] : []),
    t('storefront.mail.total', { amount: rupiah(order.total) }),
    // Shelf prices include PPN (decision 038): the total contains it.
    ...(order.ppnIncluded ? [t('storefront.mail.ppnIncluded', { amount: rupiah(order.ppn) })] : []),
  ].join('\n');
}

export function orderMail(mailer: Mailer, publicUrl: string, log: FastifyBaseLogger): OrderMail {
  const link = (order: ShopOrder) => `${publicUrl}/track-order?number=${encodeURIComponent(order.orderNumber)}`;
  async function send(order: ShopOrder, words: (t: Translate) => { subject: string; intro: string }) {
    const t = translate(order.language);
    const { subject, intro } = words(t);
    try {
      await mailer.send({
        to: order.contact.email,
        subject,
        body: [
          t('storefront.mail.greeting', { name: order.contact.name }),
          intro,
          summary(order, t),
          [
            t('storefront.mail.status', { status: t(`storefront.order.status.${order.status}`) }),
            t('storefront.mail.findOrder', { number: order.orderNumber, link: link(order) }),
          ].join('\n'),
          'Lumbung',
        ].join('\n\n'),
        link: link(order),
        kind: 'order',
      });
    } catch (error) {
      log.error({ err: error, order: order.orderNumber }, 'order e-mail failed');
    }
  }
  return {
    placed: (order) =>
      send(order, (t) => ({
        subject: t('storefront.mail.placedSubject', { number: order.orderNumber }),
        intro:
          order.status === 'paid'
            ? t('storefront.mail.placedPaid', { number: order.orderNumber })
            : t('storefront.mail.placedPending', {
                number: order.orderNumber,
                amount: rupiah(order.total),
                method: t(`storefront.paymentMethod.${order.payment.method}`),
                deadline: formatDateTime(order.payment.expiresAt, order.language),
              }),
      })),
    paid: (order) =>
      send(order, (t) => ({
        subject: t('storefront.mail.paidSubject', { number: order.orderNumber }),
        intro: [
          t('storefront.mail.paid', { amount: rupiah(order.total) }),
          ...(order.pointsEarned > 0 ? [t('storefront.mail.paidPoints', { points: formatNumber(order.pointsEarned, order.language) })] : []),
        ].join(' '),
      })),
    shipped: (order) =>
      send(order, (t) => ({
        subject: t('storefront.mail.shippedSubject', { number: order.orderNumber }),
        intro: t('storefront.mail.shipped', { courier: order.shipment?.courier ?? t('storefront.mail.theCourier'), trackingNumber: order.shipment?.trackingNumber ?? '-' }),
      })),
    cancelled: (order) =>
      send(order, (t) => ({ subject: t('storefront.mail.cancelledSubject', { number: order.orderNumber }), intro: t('storefront.mail.cancelled') })),
    expired: (order) =>
      send(order, (t) => ({ subject: t('storefront.mail.expiredSubject', { number: order.orderNumber }), intro: t('storefront.mail.expired') })),
  };
}
