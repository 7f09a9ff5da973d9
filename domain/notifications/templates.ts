/**
 * The members' messages, worded (docs/decisions/032-notifications.md). Each event has a template in the
 * catalogue (`notifications.template.<id>`: a subject for e-mail and a text for both channels) in every
 * language. The texts use plain `{name}` placeholders only, no plurals or selects, so that each can be
 * registered unchanged as a WhatsApp message template with named parameters: the Cloud API sends the
 * template's name, its language and the parameters, and WhatsApp fills them in.
 */
import { formatDate, formatNumber, formatRupiah } from '../platform/format.ts';
import type { Language } from '../platform/language.ts';
import type { Translate } from '../texts/translate.ts';
import type { NotificationChannel, NotificationEvent, NotificationValues } from './notifications.ts';

/** The catalogue's templates: one per event, and a tier change one per direction. */
export const TEMPLATE_IDS = ['welcome', 'receipt', 'birthday', 'pointsExpiry', 'tierUp', 'tierDown', 'tierAtRisk', 'referralReward', 'tillCode'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** The parameter that carries the stop link, last in every WhatsApp template (and in every e-mail). */
const STOP_LINK_PARAMETER = 'stop_link';

/** Each template's parameters in the order its text names them; WhatsApp's names (lowercase and `_`). */
export const TEMPLATE_PARAMETERS: Record<TemplateId, readonly string[]> = {
  welcome: ['name', 'number'],
  receipt: ['store', 'points', 'balance'],
  birthday: ['name', 'points'],
  pointsExpiry: ['name', 'points', 'date', 'balance'],
  tierUp: ['name', 'date', 'tier'],
  tierDown: ['name', 'date', 'tier'],
  tierAtRisk: ['name', 'tier', 'amount', 'date'],
  referralReward: ['name', 'friend', 'points'],
  tillCode: ['code', 'store'],
};

export function templateOf<E extends NotificationEvent>(event: E, values: NotificationValues[E]): TemplateId {
  if (event === 'tierChange') return (values as NotificationValues['tierChange']).direction === 'up' ? 'tierUp' : 'tierDown';
  return event as Exclude<NotificationEvent, 'tierChange'>;
}

/** The template's name in WhatsApp Manager: 'lumbung_points_expiry'. */
export const whatsappTemplateName = (template: TemplateId): string => `lumbung_${template.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;

/** WhatsApp's code for the template's language (the same two letters as ours: 'id', 'en'). */
const whatsappLanguageCode = (language: Language): string => language;

/**
 * The values as the member reads them, in their language: points grouped ('1.250' / '1,250'), days worded
 * ('1 Juli 2026'), an `amount` of money in rupiah as every screen shows it ('Rp 1.250.000' in both languages).
 */
function wordedValues(values: Record<string, unknown>, language: Language): Record<string, string> {
  const worded: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === 'amount' && typeof value === 'number') worded[name] = formatRupiah(value);
    else if (typeof value === 'number') worded[name] = formatNumber(value, language);
    else if (name === 'date' && typeof value === 'string') worded[name] = formatDate(value, language);
    else worded[name] = String(value);
  }
  return worded;
}

export interface RenderedMessage {
  template: TemplateId;
  language: Language;
  email: { subject: string; body: string };
  whatsapp: {
    /** The WhatsApp template's name and language code, and its parameters by name (the stop link included). */
    name: string;
    languageCode: string;
    parameters: Record<string, string>;
    /** What the member reads: the template filled in (the embedded sink keeps it; the Cloud API builds the same). */
    text: string;
  };
}

/**
 * One event's message in `t`'s language, for both channels. `stopLinks` are the member's links to stop
 * each channel: every message says how to stop it (docs/decisions/032-notifications.md).
 */
export function renderMessage<E extends NotificationEvent>(t: Translate, event: E, values: NotificationValues[E], stopLinks: Record<NotificationChannel, string>): RenderedMessage {
  const template = templateOf(event, values);
  const worded = wordedValues(values as unknown as Record<string, unknown>, t.language);
  const parameters = Object.fromEntries(TEMPLATE_PARAMETERS[template].map((name) => [name, worded[name] ?? '']));
  const text = t(`notifications.template.${template}.text`, parameters);
  return {
    template,
    language: t.language,
    email: {
      subject: t(`notifications.template.${template}.subject`, parameters),
      body: `${text}\n\n${t('notifications.stop.email', { [STOP_LINK_PARAMETER]: stopLinks.email })}`,
    },
    whatsapp: {
      name: whatsappTemplateName(template),
      languageCode: whatsappLanguageCode(t.language),
      parameters: { ...parameters, [STOP_LINK_PARAMETER]: stopLinks.whatsapp },
      text: `${text}\n\n${t('notifications.stop.whatsapp', { [STOP_LINK_PARAMETER]: stopLinks.whatsapp })}`,
    },
  };
}

/**
 * A WhatsApp template's body as it is registered in WhatsApp Manager: the catalogue's text and stop line
 * with `{{name}}` where each parameter goes (docs/operations.md: registering the templates).
 */
export function whatsappTemplateBody(t: Translate, template: TemplateId): string {
  const marker = (name: string) => `{{${name}}}`;
  const parameters = Object.fromEntries(TEMPLATE_PARAMETERS[template].map((name) => [name, marker(name)]));
  return `${t(`notifications.template.${template}.text`, parameters)}\n\n${t('notifications.stop.whatsapp', { [STOP_LINK_PARAMETER]: marker(STOP_LINK_PARAMETER) })}`;
}
