import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { LinkCodeResponse, MyMembership } from '#domain/loyalty/api/membership.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { membershipLinkCodes } from '../../platform/db/schema/index.ts';
import { Conflict, InvalidInput, TooManyRequests } from '../../platform/errors.ts';
import type { LoyaltyGateway } from '../gateway.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { Language } from '#domain/platform/language.ts';
import { translate } from '../../platform/texts.ts';
import { accountLinkedTo, linkMembership, membershipOf, ownerOf, LINKED_ELSEWHERE } from './owners.ts';

/** "Link my card" (docs/decisions/009-membership-ownership.md): short-lived, few tries, few sends. */
const LINK_CODE = {
  digits: 6,
  validMinutes: 10,
  maxWrongAttempts: 5,
  /** Codes one account may request per 15 minutes (any membership). */
  perAccountPer15Minutes: 3,
  /** Codes one membership's e-mail receives per hour (from any account): no mail bombing a member. */
  perMembershipPerHour: 5,
} as const;

const MINUTE = 60_000;

/** The code is stored only as this hash; the row id salts it, so equal codes hash differently. */
function hashCode(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** 'budi.santoso@example.com' -> 'b•••o@example.com': enough to recognise, not to harvest. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const shown = local.length <= 2 ? `${local.slice(0, 1)}•••` : `${local.slice(0, 1)}•••${local.slice(-1)}`;
  return `${shown}@${domain}`;
}

export interface LinkCodeDeps {
  db: Database;
  loyalty: LoyaltyGateway;
  mailer: Mailer;
  clock: Clock;
  newId(): string;
}

/**
 * Step 1: a signed-in account asks to link membership N. The code goes to N's contact e-mail (the
 * person holding the card reads it), never to the caller; only its hash is stored. The e-mail is in the
 * language of the screen that asked (`language`): the card holder is the one asking, as a rule.
 */
export async function requestLinkCode(deps: LinkCodeDeps, userId: string, membershipNumber: string, language: Language): Promise<LinkCodeResponse> {
  const { db, clock } = deps;
  const mine = await membershipOf(db, userId);
  if (mine.membershipNumber === membershipNumber) throw new Conflict({ key: 'loyalty.errors.alreadyYours' });
  if (mine.membershipNumber) throw new Conflict(accountLinkedTo(mine.membershipNumber));
  if (await ownerOf(db, membershipNumber)) throw new Conflict(LINKED_ELSEWHERE);

  const now = clock.now();
  const [byAccount] = await db
    .select({ n: count() })
    .from(membershipLinkCodes)
    .where(and(eq(membershipLinkCodes.userId, userId), gt(membershipLinkCodes.createdAt, new Date(now.getTime() - 15 * MINUTE))));
  if ((byAccount?.n ?? 0) >= LINK_CODE.perAccountPer15Minutes) {
    throw new TooManyRequests({ key: 'loyalty.errors.tooManyCodeRequests' });
  }
  const [byMembership] = await db
    .select({ n: count() })
    .from(membershipLinkCodes)
    .where(and(eq(membershipLinkCodes.membershipNumber, membershipNumber), gt(membershipLinkCodes.createdAt, new Date(now.getTime() - 60 * MINUTE))));
  if ((byMembership?.n ?? 0) >= LINK_CODE.perMembershipPerHour) {
    throw new TooManyRequests({ key: 'loyalty.errors.tooManyCodesForCard' });
  }

  // 404 for an unknown number, with the service's message.
  const profile = await deps.loyalty.getMemberProfile(membershipNumber);
  const email = profile.associatedContact.email;
  const code = String(randomInt(0, 10 ** LINK_CODE.digits)).padStart(LINK_CODE.digits, '0');
  const id = deps.newId();
  await db.insert(membershipLinkCodes).values({
    id,
    userId,
    membershipNumber,
    codeHash: hashCode(id, code),
    expiresAt: new Date(now.getTime() + LINK_CODE.validMinutes * MINUTE),
    createdAt: now,
  });
  const t = translate(language);
  await deps.mailer.send({
    to: email,
    subject: t('loyalty.mail.linkCode.subject', { membershipNumber }),
    body: t('loyalty.mail.linkCode.body', { code, membershipNumber, minutes: LINK_CODE.validMinutes }),
    link: null,
    kind: 'linkCode',
  });
  return { sentTo: maskEmail(email), expiresInMinutes: LINK_CODE.validMinutes };
}

type Check = { ok: true; membership: MyMembership } | { ok: false; error: InvalidInput | TooManyRequests };

/**
 * Step 2: the number and the code. The newest unused code of this account for this number is locked
 * (FOR UPDATE), so concurrent tries count one by one; a wrong try is recorded (its transaction
 * commits) before the caller hears "wrong code".
 */
export async function confirmLinkCode(deps: LinkCodeDeps, userId: string, membershipNumber: string, code: string): Promise<MyMembership> {
  const { db, clock } = deps;
  const result = await db.transaction(async (tx): Promise<Check> => {
    const [pending] = await tx
      .select()
      .from(membershipLinkCodes)
      .where(and(eq(membershipLinkCodes.userId, userId), eq(membershipLinkCodes.membershipNumber, membershipNumber), isNull(membershipLinkCodes.consumedAt)))
      .orderBy(desc(membershipLinkCodes.createdAt))
      .limit(1)
      .for('update');
    const now = clock.now();
    if (!pending || pending.expiresAt <= now) {
      return { ok: false, error: new InvalidInput({ key: 'loyalty.errors.codeExpired' }) };
    }
    if (pending.failedAttempts >= LINK_CODE.maxWrongAttempts) {
      return { ok: false, error: new TooManyRequests({ key: 'loyalty.errors.tooManyWrongCodes' }) };
    }
    if (!sameHash(pending.codeHash, hashCode(pending.id, code))) {
      const failedAttempts = pending.failedAttempts + 1;
      await tx.update(membershipLinkCodes).set({ failedAttempts }).where(eq(membershipLinkCodes.id, pending.id));
      const left = LINK_CODE.maxWrongAttempts - failedAttempts;
      return {
        ok: false,
        error: left > 0 ? new InvalidInput({ key: 'loyalty.errors.wrongCode', values: { left } }) : new TooManyRequests({ key: 'loyalty.errors.tooManyWrongCodes' }),
      };
    }
    await tx.update(membershipLinkCodes).set({ consumedAt: now }).where(eq(membershipLinkCodes.id, pending.id));
    return { ok: true, membership: await linkMembership(tx, userId, membershipNumber, 'card') };
  });
  if (!result.ok) throw result.error;
  return result.membership;
}
