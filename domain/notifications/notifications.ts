/**
 * What the programme tells its members, and by which channel (docs/decisions/032-notifications.md).
 * Every message is one event of a member (a welcome, a receipt, a reminder), worded from the catalogue
 * in the member's language, and goes to the channels the event uses that the member has not stopped:
 * e-mail (on unless stopped) and WhatsApp (only with the member's recorded consent).
 */

export const NOTIFICATION_CHANNELS = ['email', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_EVENTS = ['welcome', 'receipt', 'birthday', 'pointsExpiry', 'tierChange', 'tierAtRisk', 'referralReward', 'tillCode'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * The values each event's message needs, raw (numbers, calendar days); the templates format them in the
 * member's language. Names are lowercase words, as WhatsApp's named template parameters must be.
 */
export interface NotificationValues {
  welcome: { name: string; number: string };
  /** A sale at the till with the member: what it earned and the balance after it. */
  receipt: { store: string; points: number; balance: number };
  birthday: { name: string; points: number };
  /** Points that expire from `date` (the earliest of the batches the reminder covers). */
  pointsExpiry: { name: string; points: number; date: string; balance: number };
  tierChange: { name: string; tier: string; direction: 'up' | 'down'; date: string };
  /** Short of the Tier Points that keep `tier` at its review: `amount` rupiah more to spend by `date`, or the level drops. */
  tierAtRisk: { name: string; tier: string; amount: number; date: string };
  referralReward: { name: string; points: number; friend: string };
  /** A one-time code to confirm spending points or a voucher at the till (decision 039); text, so its digits are not grouped. */
  tillCode: { code: string; store: string };
}

/**
 * The channels each event uses. A receipt goes to WhatsApp only: the till already e-mails the full
 * receipt when the shopper asks for it (decision 015), and an automatic e-mail after every purchase
 * would only repeat it.
 */
export const EVENT_CHANNELS: Record<NotificationEvent, readonly NotificationChannel[]> = {
  welcome: ['email', 'whatsapp'],
  receipt: ['whatsapp'],
  birthday: ['email', 'whatsapp'],
  pointsExpiry: ['email', 'whatsapp'],
  tierChange: ['email', 'whatsapp'],
  tierAtRisk: ['email', 'whatsapp'],
  referralReward: ['email', 'whatsapp'],
  tillCode: ['email', 'whatsapp'],
};

/**
 * Where a member gave or withdrew consent: at the till (the cashier asked), on the member's own page,
 * through the stop link every message carries, or by replying STOP on WhatsApp.
 */
export const CONSENT_SOURCES = ['till', 'profile', 'stopLink', 'reply'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The path of the page a message's stop link opens: `/berhenti/{channel}/{token}` (the web's route and the server's links). */
const STOP_PAGE_PATH = '/berhenti';

export const stopLinkPath = (channel: NotificationChannel, token: string): string => `${STOP_PAGE_PATH}/${channel}/${encodeURIComponent(token)}`;

/**
 * Whether a member's WhatsApp reply asks to stop: the word alone, in either language or as WhatsApp's
 * marketing opt-out button words ('STOP', 'Berhenti', 'stop promotions'); a sentence that merely contains
 * "stop" is not one.
 */
export function isStopReply(text: string): boolean {
  const words = text.trim().toLowerCase().replace(/[.!]+$/, '');
  return STOP_REPLIES.has(words);
}

const STOP_REPLIES = new Set(['stop', 'berhenti', 'unsubscribe', 'stop promotions', 'berhenti promosi', 'henti']);
