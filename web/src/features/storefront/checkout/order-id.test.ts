import { describe, expect, it } from 'vitest';
import { newOrderId } from './order-id.ts';

describe('newOrderId', () => {
  it('makes version-4 UUIDs the server accepts, a new one each time', () => {
    const ids = new Set(Array.from({ length: 100 }, newOrderId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
