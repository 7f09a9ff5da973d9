import { describe, expect, it } from 'vitest';
import { phoneQueryTooShort } from './member-query.ts';

describe('a phone number still being typed at the till', () => {
  it('asks for more digits before it can match a phone', () => {
    for (const query of ['08', '0812', '+62 812', '6281234', '0812-34']) expect(phoneQueryTooShort(query), query).toBe(true);
  });

  it('is searched as typed once long enough, and never confused with a member number or an e-mail', () => {
    for (const query of ['08123456', '081234567', '+62 812 3456 7890', '1001', '10', 'budi@example.com', 'Budi']) expect(phoneQueryTooShort(query), query).toBe(false);
  });
});
