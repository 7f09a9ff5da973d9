import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
}

interface Member {
  id: string;
  membershipNumber: string;
  firstName: string;
  points: number;
  tierPoints: number;
  tier: string;
}

/**
 * A stand-in for the hosted loyalty service (Salesforce with the shop's Apex endpoints, loyalty-pos.md
 * §7) on a local port: not our own server, the hosted one tests cannot reach. The adapter's normal
 * paths are tested end to end against our own Salesforce-compatible surface
 * (server/test/compat/adapter-loop.test.ts); this fake plays what a correct engine does not: the
 * hosted service's looser answers (Cancelled vouchers, timestamps for days, an empty order answer, a
 * redemption answering only a voucher code) and its failures (5xx, sessions revoked at will). It keeps a little state
 * (members, vouchers, one spin) so a test can follow a member through several calls, answers the
 * error body the service uses (`[{"errorCode": …, "message": …}]`), and records every call.
 */
export async function startFakeSalesforce() {
  const calls: RecordedCall[] = [];
  let tokensIssued = 0;
  /** Tokens the fake still accepts; a test can revoke them to simulate an expired session. */
  const validTokens = new Set<string>();
  let failNext: { status: number; body: string } | null = null;
  const members = new Map<string, Member>([
    ['2001', { id: '0lM000000000001AAA', membershipNumber: '2001', firstName: 'Ayu', points: 12_000, tierPoints: 4_000_000, tier: 'Crew' }],
  ]);
  const vouchers = [
    { voucherId: '0kD000000000001AAA', voucherCode: 'SF-VOUCHER-1', voucherDefinition: 'Voucher Rp50.000', type: 'FixedValue', faceValue: 50_000, status: 'Issued', effectiveDate: '2026-11-01', expirationDate: '2026-12-31T23:59:59.000Z' },
    { voucherId: '0kD000000000002AAA', voucherCode: 'SF-VOUCHER-2', voucherDefinition: 'Discount 10%', type: 'DiscountPercentage', discountPercent: 10, status: 'Cancelled', effectiveDate: '2026-10-01', expirationDate: '2026-12-31' },
  ];
  const spin = { gameParticipantRewardId: '0gP000000000001AAA', gameRewardId: null as string | null, expirationDate: '2026-12-31T00:00:00.000Z', status: 'YetToReward' };

  const notFound = (what: string) => ({ status: 404, body: JSON.stringify([{ errorCode: 'NOT_FOUND', message: what }]) });

  function route(method: string, path: string, query: URLSearchParams, body: unknown): { status: number; body: string } {
    const json = (payload: unknown, status = 200) => ({ status, body: JSON.stringify(payload) });
    const memberByNumber = (n: string | null) => (n ? members.get(n) : undefined);
    const profile = (m: Member) => ({
      loyaltyProgramMemberId: m.id,
      membershipNumber: m.membershipNumber,
      enrollmentDate: '2025-01-15',
      associatedContact: { contactId: `003${m.id.slice(3)}`, firstName: m.firstName, lastName: 'Pratama', email: `${m.firstName.toLowerCase()}@example.com` },
      memberCurrencies: [
        { loyaltyMemberCurrencyName: 'Reward Points', pointsBalance: m.points },
        { loyaltyMemberCurrencyName: 'Tier Points', pointsBalance: m.tierPoints },
      ],
      memberTiers: [{ loyaltyMemberTierName: m.tier, tierEffectiveDate: '2025-01-15T00:00:00.000Z' }],
    });
    const apex = '/services/apexrest';
    if (method === 'GET' && path === `${apex}/POSIntegration/pos/v1/members`) {
      const m = memberByNumber(query.get('membershipNumber'));
      return m ? json(profile(m)) : notFound('Member not found');
    }
    const voucherPath = /^\/services\/apexrest\/POSIntegration\/pos\/v1\/members\/([^/]+)\/vouchers$/.exec(path);
    if (method === 'GET' && voucherPath) {
      const status = query.get('voucherStatus');
      const list = vouchers.filter((v) => !status || v.status === status);
      return json({ voucherCount: list.length, vouchers: list });
    }
    if (method === 'POST' && path === `${apex}/POSIntegration/pos/v1/members/enroll`) {
      const input = body as { membershipNumber: string; associatedContactDetails: { firstName: string } };
      if (members.has(input.membershipNumber)) return { status: 400, body: JSON.stringify([{ errorCode: 'DUPLICATE_VALUE', message: 'Membership number already exists' }]) };
      const id = `0lM${String(members.size + 1).padStart(15, '0')}`;
      members.set(input.membershipNumber, { id, membershipNumber: input.membershipNumber, firstName: input.associatedContactDetails.firstName, points: 0, tierPoints: 0, tier: 'Crew' });
      return json({ contactId: `003${id.slice(3)}`, loyaltyProgramMemberId: id, loyaltyProgramName: 'Lumbung Rewards', membershipNumber: input.membershipNumber });
    }
    const ledgerPath = /^\/services\/data\/v63\.0\/loyalty\/programs\/([^/]+)\/members\/([^/]+)\/transaction-ledger-summary$/.exec(path);
    if (method === 'GET' && ledgerPath) {
      return json({
        transactionJournals: [
          { transactionJournalId: 'tj-1', activityDate: '2026-11-20T03:00:00.000Z', journalTypeName: 'Accrual', journalSubTypeName: 'Purchase', transactionAmount: 150_000, pointsChange: [{ changeInPoints: 150, loyaltyMemberCurrency: 'Reward Points' }], additionalTransactionJournalAttributes: [{ fieldName: 'Business_Name__c', value: 'Grand Lucky SCBD' }] },
          { transactionJournalId: 'tj-2', activityDate: '2026-11-20T05:00:00.000Z', journalTypeName: 'Accrual', journalSubTypeName: 'Purchase', transactionAmount: 50_000, pointsChange: [{ changeInPoints: 50, loyaltyMemberCurrency: 'Reward Points' }], additionalTransactionJournalAttributes: [{ fieldName: 'Business_Name__c', value: 'Grand Lucky SCBD' }] },
        ],
      });
    }
    if (method === 'GET' && path === `${apex}/custom/v1/member/expirablepoints`) {
      return json([{ ExpirationDate: '2027-01-31', ExpirationPoints: 3000, RedeemedPoints: 500 }]);
    }
    if (method === 'GET' && path === `${apex}/custom/v1/catalog`) {
      return json([{ Id: 'a0R000000000001AAA', Name: 'Voucher Rp50.000', Image__c: '/img/v50.png', Points__c: 5000, VoucherType__c: 'FixedValue', FaceValue__c: 50_000 }]);
    }
    if (method === 'POST' && path === `${apex}/custom/v1/catalog`) {
      const { MembershipNumber } = body as { MembershipNumber: string };
      const m = memberByNumber(MembershipNumber);
      if (!m) return notFound('Member not found');
      if (m.points < 5000) return { status: 400, body: JSON.stringify([{ errorCode: 'INSUFFICIENT_POINTS', message: 'Insufficient points' }]) };
      m.points -= 5000;
      vouchers.unshift({ voucherId: '0kD000000000003AAA', voucherCode: 'SF-VOUCHER-3', voucherDefinition: 'Voucher Rp50.000', type: 'FixedValue', faceValue: 50_000, status: 'Issued', effectiveDate: '2026-11-22', expirationDate: '2027-02-22' });
      return json({ success: true, voucherCode: 'SF-VOUCHER-3' });
    }
    const gamesPath = /^\/services\/data\/v63\.0\/game\/participant\/([^/]+)\/games$/.exec(path);
    if (method === 'GET' && gamesPath) {
      return json({
        status: true,
        gameDefinitions: [
          {
            gameDefinitionId: '0gD000000000001AAA',
            name: 'Spin the Wheel',
            type: 'SpintheWheel',
            startDate: '2026-01-01',
            gameRewards: [
              { gameRewardId: 'gr-1', name: 'Voucher Rp25.000', color: '#FFD1DC', rewardType: 'Voucher', rewardValue: 25_000 },
              { gameRewardId: 'gr-2', name: 'Zonk', color: '#E0BBE4', rewardType: 'NoReward' },
            ],
            participantGameRewards: [spin, { gameParticipantRewardId: '0gP000000000002AAA', gameRewardId: 'gr-2', expirationDate: '2026-12-31', status: 'NoReward' }],
          },
        ],
      });
    }
    const playPath = /^\/services\/data\/v63\.0\/game\/gameparticipantreward\/([^/]+)\/game-reward$/.exec(path);
    if (method === 'GET' && playPath) {
      if (playPath[1] !== spin.gameParticipantRewardId || spin.status !== 'YetToReward') return notFound('Game reward not found');
      spin.status = 'Rewarded';
      spin.gameRewardId = 'gr-1';
      return json({ status: true, gameReward: [{ gameRewardId: 'gr-1', name: 'Voucher Rp25.000', rewardType: 'Voucher', rewardValue: 25_000, issuedRewardReference: 'SF-SPIN-1' }] });
    }
    if (method === 'POST' && path === `${apex}/custom/v1/voucher/eligibility`) {
      const { VoucherCode } = body as { VoucherCode: string };
      return VoucherCode === 'SF-VOUCHER-1'
        ? json({ IsEligible: true, Message: 'Voucher is eligible', EligibleCategories: [{ Name: 'Groceries' }] })
        : json({ IsEligible: false, Message: 'Voucher is not valid for this store' });
    }
    if (method === 'POST' && path === `${apex}/POSIntegration/pos/v1/order`) {
      const { orders } = body as { orders: { order: { membershipNumber?: string; total_price: number; pointsRedemption?: { points: number } } }[] };
      const order = orders[0]!.order;
      const m = memberByNumber(order.membershipNumber ?? null);
      // Points are posted "later": the fake applies them at once, which a wait does not disturb.
      if (m) {
        m.points += Math.floor(order.total_price / 1000) - (order.pointsRedemption?.points ?? 0);
        m.tierPoints += order.total_price;
      }
      return { status: 200, body: '' };
    }
    return notFound(`No route ${method} ${path}`);
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const send = (status: number, body: string) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(body);
      };
      if (url.pathname === '/services/oauth2/token') {
        const form = new URLSearchParams(raw);
        if (form.get('grant_type') !== 'client_credentials' || form.get('client_id') !== 'sf-client' || form.get('client_secret') !== 'sf-secret') {
          return send(400, JSON.stringify({ error: 'invalid_client', error_description: 'invalid client credentials' }));
        }
        tokensIssued += 1;
        const token = `sf-token-${tokensIssued}`;
        validTokens.add(token);
        return send(200, JSON.stringify({ access_token: token, instance_url: baseUrl, issued_at: String(Date.now()), token_type: 'Bearer' }));
      }
      const body = raw ? (JSON.parse(raw) as unknown) : undefined;
      calls.push({ method: request.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), authorization: request.headers.authorization, body });
      const token = request.headers.authorization?.replace(/^Bearer /, '');
      if (!token || !validTokens.has(token)) return send(401, JSON.stringify([{ errorCode: 'INVALID_SESSION_ID', message: 'Session expired or invalid' }]));
      if (failNext) {
        const failure = failNext;
        failNext = null;
        return send(failure.status, failure.body);
      }
      const answer = route(request.method ?? 'GET', url.pathname, url.searchParams, body);
      send(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    calls,
    tokensIssued: () => tokensIssued,
    revokeTokens: () => validTokens.clear(),
    /** The next call (after the token check) answers this instead. */
    failNext: (status: number, body: string) => {
      failNext = { status, body };
    },
    env: { SALESFORCE_LOGIN_URL: baseUrl, SALESFORCE_CLIENT_ID: 'sf-client', SALESFORCE_CLIENT_SECRET: 'sf-secret', SALESFORCE_POST_ORDER_WAIT_MS: '0' },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
