import { describe, expect, it } from 'vitest';
import { translate } from '../texts/catalogues.ts';
import { EVENT_CHANNELS, NOTIFICATION_EVENTS, stopLinkPath } from './notifications.ts';
import { renderMessage, TEMPLATE_IDS, TEMPLATE_PARAMETERS, templateOf, whatsappTemplateBody, whatsappTemplateName } from './templates.ts';

const links = { email: 'https://toko.example/berhenti/email/tok', whatsapp: 'https://toko.example/berhenti/whatsapp/tok' };

describe('renderMessage', () => {
  it('words a receipt in Indonesian with the points grouped as Indonesians write them', () => {
    const message = renderMessage(translate('id'), 'receipt', { store: 'Grand Lucky SCBD', points: 1250, balance: 10_480 }, links);
    expect(message.whatsapp).toEqual({
      name: 'lumbung_receipt',
      languageCode: 'id',
      parameters: { store: 'Grand Lucky SCBD', points: '1.250', balance: '10.480', stop_link: links.whatsapp },
      text:
        'Terima kasih sudah berbelanja di Grand Lucky SCBD! Anda mendapat 1.250 poin dari transaksi ini. Saldo poin Anda sekarang 10.480 poin.\n\n' +
        'Tidak ingin menerima pesan WhatsApp dari Lumbung Rewards lagi? Buka https://toko.example/berhenti/whatsapp/tok',
    });
    expect(message.email.subject).toBe('Poin dari belanja Anda di Grand Lucky SCBD');
  });

  it('words the same receipt in English, with English grouping', () => {
    const message = renderMessage(translate('en'), 'receipt', { store: 'Grand Lucky SCBD', points: 1250, balance: 10_480 }, links);
    expect(message.whatsapp.languageCode).toBe('en');
    expect(message.whatsapp.parameters).toMatchObject({ points: '1,250', balance: '10,480' });
    expect(message.whatsapp.text).toContain('Points earned on this purchase: 1,250. Your points balance is now 10,480.');
  });

  it('words a date as a day of the calendar and ends an e-mail with its stop link', () => {
    const message = renderMessage(translate('id'), 'pointsExpiry', { name: 'Dewi', points: 300, date: '2026-07-01', balance: 900 }, links);
    expect(message.email).toEqual({
      subject: 'Poin Anda akan hangus mulai 1 Juli 2026',
      body:
        'Halo Dewi, 300 poin Anda akan hangus mulai 1 Juli 2026. Saldo poin Anda saat ini 900 poin. Tukarkan dengan hadiah atau pakai saat berbelanja sebelum hangus.\n\n' +
        'Tidak ingin menerima e-mail seperti ini lagi? Buka https://toko.example/berhenti/email/tok',
    });
  });

  it('picks a tier change’s template by its direction', () => {
    expect(templateOf('tierChange', { name: 'Dewi', tier: 'Pilot', direction: 'up', date: '2026-03-01' })).toBe('tierUp');
    expect(templateOf('tierChange', { name: 'Dewi', tier: 'Crew', direction: 'down', date: '2026-03-01' })).toBe('tierDown');
    const down = renderMessage(translate('en'), 'tierChange', { name: 'Dewi', tier: 'Crew', direction: 'down', date: '2026-03-01' }, links);
    expect(down.whatsapp.name).toBe('lumbung_tier_down');
    expect(down.email.subject).toBe('Your member level is now Crew');
  });

  it('warns of a downgrade with the money still to spend in rupiah, in either language', () => {
    const values = { name: 'Dewi', tier: 'Pilot', amount: 1250000, date: '2026-12-31' };
    expect(templateOf('tierAtRisk', values)).toBe('tierAtRisk');
    const id = renderMessage(translate('id'), 'tierAtRisk', values, links);
    expect(id.email.subject).toBe('Jaga level Pilot Anda sebelum 31 Desember 2026');
    expect(id.whatsapp.text.replace(/\u00a0/g, ' ')).toContain('belanjakan Rp 1.250.000 lagi sebelum 31 Desember 2026');
    const en = renderMessage(translate('en'), 'tierAtRisk', values, links);
    expect(en.email.body.replace(/\u00a0/g, ' ')).toContain('spend Rp 1.250.000 more before 31 December 2026');
  });

  it('has a template in both languages for every event, naming exactly its parameters', () => {
    for (const template of TEMPLATE_IDS) {
      for (const language of ['id', 'en'] as const) {
        const body = whatsappTemplateBody(translate(language), template);
        const named = [...body.matchAll(/\{\{([a-z_]+)\}\}/g)].map((match) => match[1]);
        expect(new Set(named)).toEqual(new Set([...TEMPLATE_PARAMETERS[template], 'stop_link']));
      }
    }
    expect(whatsappTemplateName('pointsExpiry')).toBe('lumbung_points_expiry');
    expect(NOTIFICATION_EVENTS.every((event) => EVENT_CHANNELS[event].length > 0)).toBe(true);
    expect(stopLinkPath('whatsapp', 'a b')).toBe('/berhenti/whatsapp/a%20b');
  });
});
