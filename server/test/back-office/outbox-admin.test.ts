import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_COMPLETED_EVENT_KEY } from '#domain/marketing/journey-event-keys.ts';
import { enqueueJourneyEvent, journeyEventOutbox } from '../../src/marketing/outbox.ts';
import { markFailed } from '../../src/platform/outbox/outbox.ts';
import { accessTokenFor } from '../helpers/staff-token.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { translate } from '../../src/platform/texts.ts';

const en = translate('en');

/** The journey-event outbox (decision 017) — pending, delivered and failed events, and a retry for a failed one. */
let t: TestApp;
let manager: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  manager = { authorization: `Bearer ${await accessTokenFor(t, ['manager'], 'auth0|outbox-manager')}` };
});
afterAll(async () => t.close());

const event = (contact: string) => ({ ContactKey: contact, EventDefinitionKey: ORDER_COMPLETED_EVENT_KEY, Data: { total: 1000 } });
const list = async (query = '') => (await t.app.inject({ method: 'GET', url: `/api/admin/journey-events${query}`, headers: manager })).json();

describe('journey-event outbox', () => {
  it('lists events by status with counts; a failed event is retried once, audited; others are refused', async () => {
    await enqueueJourneyEvent(t.database.db, event('pending@example.com'));
    await enqueueJourneyEvent(t.database.db, event('failed@example.com'));
    const failed = (await list()).events.find((e: { contactKey: string }) => e.contactKey === 'failed@example.com');
    await markFailed(t.database.db, journeyEventOutbox, failed.id, 'Marketing Cloud answered 500');

    const all = await list();
    expect(all.counts).toEqual({ pending: 1, delivered: 0, failed: 1 });
    const failedOnly = await list('?status=failed');
    expect(failedOnly.events).toHaveLength(1);
    expect(failedOnly.events[0]).toMatchObject({ contactKey: 'failed@example.com', status: 'failed', lastError: 'Marketing Cloud answered 500', eventDefinitionKey: ORDER_COMPLETED_EVENT_KEY });

    const retried = await t.app.inject({ method: 'POST', url: `/api/admin/journey-events/${failed.id}/retry`, headers: manager });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: failed.id, status: 'pending', attempts: 0 });
    expect((await list()).counts).toEqual({ pending: 2, delivered: 0, failed: 0 });

    const again = await t.app.inject({ method: 'POST', url: `/api/admin/journey-events/${failed.id}/retry`, headers: manager });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(en('backOffice.errors.outbox.notFailed', { id: failed.id, status: 'pending' }));
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/journey-events/999999/retry', headers: manager });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/journey-events/abc/retry', headers: manager });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ id: `${en('backOffice.errors.outbox.eventId')}.` });

    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?entity=journey-event', headers: manager })).json();
    expect(audit.entries.map((e: { action: string; entityId: string; before: unknown }) => [e.action, e.entityId, e.before])).toEqual([
      ['journey-event.retry', String(failed.id), { status: 'failed', attempts: 0, lastError: 'Marketing Cloud answered 500' }],
    ]);
  });
});
