import { describe, expect, it } from 'vitest';
import { isStopReply } from './notifications.ts';

describe('a STOP reply on WhatsApp', () => {
  it('is the word alone in either language, or the opt-out button, whatever the case and a final full stop', () => {
    for (const reply of ['STOP', ' stop ', 'Stop.', 'BERHENTI', 'berhenti!', 'Stop promotions', 'unsubscribe']) expect(isStopReply(reply), reply).toBe(true);
  });

  it('is not a sentence that merely contains the word', () => {
    for (const reply of ['Kapan stop kontak datang?', 'jangan berhenti kirim promo', 'halo', '']) expect(isStopReply(reply), reply).toBe(false);
  });
});
