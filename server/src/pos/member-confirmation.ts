import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { MemberCodeResponse, MemberConfirmation, OtpChallenge } from '#domain/pos/api/member-confirmation.ts';
import type { PosOrderInput } from '#domain/pos/api/sales.ts';
import {
  CONFIRMATION_LIFETIME_SECONDS,
  CONFIRMATION_PROBLEM_TEXT,
  confirmationProblem,
  crockfordBase32,
  maySendOtp,
  MEMBER_CODE_LIFETIME_SECONDS,
  MEMBER_CODE_SIGNATURE_LENGTH,
  memberCodeExpired,
  memberCodePayload,
  memberCodeText,
  normaliseOtp,
  OTP_DIGITS,
  OTP_LIFETIME_SECONDS,
  OTP_SEND_WINDOW_SECONDS,
  otpProblem,
  otpTriesLeft,
  parseMemberCode,
  saleNeedsMemberConfirmation,
  type ConfirmationProblem,
} from '#domain/pos/member-confirmation.ts';
import { withTransactionRetry, type Database } from '../platform/db/client.ts';
import { identitySecrets, posMemberConfirmations, posOrders, posStores } from '../platform/db/schema/index.ts';
import { Conflict, Forbidden, InvalidInput, NotFound, TooManyRequests } from '../platform/errors.ts';
import type { LoyaltyGateway } from '../loyalty/index.ts';
import { queueNotification, type Notifier } from '../notifications/index.ts';

/** The name of the member codes' HMAC key among the server's stored secrets. */
const KEY_NAME = 'pos-member-code-key';

type Row = typeof posMemberConfirmations.$inferSelect;

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** A one-time code is kept as SHA-256 of its challenge's id and the digits: never the digits themselves. */
const otpHash = (challengeId: string, digits: string) => createHash('sha256').update(`${challengeId}:${digits}`).digest('hex');

/** 'budi.santoso@example.com' -> 'bu••••••••@example.com': enough for the cashier to say where to look. */
function hiddenEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}

function asConfirmation(row: Row): MemberConfirmation {
  return { confirmationId: row.id, membershipNumber: row.membershipNumber, method: row.method, expiresAt: row.expiresAt.toISOString() };
}

export interface Cashier {
  id: string;
}

/** Signs and checks the member area's codes (their HMAC key is the server's, kept in the database). */
export class MemberCodeSigner {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly db: Database) {}

  /**
   * The HMAC key of the member codes: made on first use and kept with the server's other secrets, so every
   * worker (WORKERS) and every restart reads the same one. Two first uses at once keep the first stored.
   */
  private signingKey(): Promise<Buffer> {
    this.key ??= (async () => {
      const { db } = this;
      await db.insert(identitySecrets).values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
      const [row] = await db.select().from(identitySecrets).where(eq(identitySecrets.name, KEY_NAME));
      if (!row) throw new Error('the member code key could not be stored');
      return Buffer.from(row.value as string, 'base64url');
    })().catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  async signature(membershipNumber: string, expiresAtSeconds: number): Promise<string> {
    const mac = createHmac('sha256', await this.signingKey()).update(memberCodePayload(membershipNumber, expiresAtSeconds)).digest();
    return crockfordBase32(mac, MEMBER_CODE_SIGNATURE_LENGTH);
  }

  /** A new code for the member's own QR, valid for MEMBER_CODE_LIFETIME_SECONDS from `now`. Nothing is stored. */
  async issue(membershipNumber: string, now: Date): Promise<MemberCodeResponse> {
    const expiresAtSeconds = Math.floor(now.getTime() / 1000) + MEMBER_CODE_LIFETIME_SECONDS;
    const code = memberCodeText(membershipNumber, expiresAtSeconds, await this.signature(membershipNumber, expiresAtSeconds));
    return { membershipNumber, code, expiresAt: new Date(expiresAtSeconds * 1000).toISOString() };
  }
}

export class MemberConfirmations {
  private readonly signer: MemberCodeSigner;

  constructor(private readonly deps: { db: Database; now: () => Date; loyalty: LoyaltyGateway; notifier: Notifier }) {
    this.signer = new MemberCodeSigner(deps.db);
  }

  /** Reads (or makes) the key at start, so that no request is the first to write it. */
  async ready(): Promise<void> {
    await this.signer.signature('0', 0);
  }

  // ---------------------------------------------------------------- the member area's code

  async issueMemberCode(membershipNumber: string): Promise<MemberCodeResponse> {
    return this.signer.issue(membershipNumber, this.deps.now());
  }

  /** The cashier scanned or typed the member's code: checked, then turned into a confirmation, once per code. */
  async confirmWithMemberCode(input: { storeId: string; code: string; membershipNumber?: string | undefined }, cashier: Cashier): Promise<MemberConfirmation> {
    const now = this.deps.now();
    const parsed = parseMemberCode(input.code);
    if (!parsed || !sameText(parsed.signature, await this.signer.signature(parsed.membershipNumber, parsed.expiresAtSeconds))) {
      throw new InvalidInput({ key: 'pos.confirm.errors.notMemberCode' }, { code: { key: 'pos.confirm.errors.notMemberCode' } });
    }
    if (input.membershipNumber && input.membershipNumber !== parsed.membershipNumber) {
      throw new Conflict({ key: 'pos.confirm.errors.codeOfOtherMember', values: { member: input.membershipNumber } });
    }
    if (memberCodeExpired(parsed, now)) throw new Conflict({ key: 'pos.confirm.errors.codeExpired' });
    const [row] = await this.deps.db
      .insert(posMemberConfirmations)
      .values({
        id: randomUUID(),
        membershipNumber: parsed.membershipNumber,
        storeId: input.storeId,
        cashierId: cashier.id,
        method: 'memberCode',
        memberCodeSignature: parsed.signature,
        expiresAt: addSeconds(now, CONFIRMATION_LIFETIME_SECONDS),
        confirmedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new Conflict({ key: 'pos.confirm.errors.codeUsed' });
    return asConfirmation(row);
  }

  // ---------------------------------------------------------------- the one-time code

  /**
   * Sends the member a one-time code (decision 032's notifier: e-mail, and WhatsApp with their consent), in
   * one transaction with its challenge. At most OTP_MAX_SENDS per member in OTP_SEND_WINDOW_SECONDS.
   */
  async sendOtp(input: { storeId: string; membershipNumber: string }, cashier: Cashier): Promise<OtpChallenge> {
    const now = this.deps.now();
    const profile = await this.deps.loyalty.getMemberProfile(input.membershipNumber);
    const email = profile.associatedContact.email || null;
    const [store] = await this.deps.db.select({ name: posStores.name }).from(posStores).where(eq(posStores.storeId, input.storeId));
    const since = addSeconds(now, -OTP_SEND_WINDOW_SECONDS);
    const recent = await this.deps.db
      .select({ createdAt: posMemberConfirmations.createdAt })
      .from(posMemberConfirmations)
      .where(and(eq(posMemberConfirmations.membershipNumber, input.membershipNumber), eq(posMemberConfirmations.method, 'otp'), gt(posMemberConfirmations.createdAt, since)));
    if (!maySendOtp(recent.map((r) => r.createdAt), now)) throw new TooManyRequests({ key: 'pos.confirm.errors.tooManyCodes' });

    const id = randomUUID();
    const digits = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
    const expiresAt = addSeconds(now, OTP_LIFETIME_SECONDS);
    const queued = await withTransactionRetry(this.deps.db, async (tx) => {
      await tx.insert(posMemberConfirmations).values({
        id,
        membershipNumber: input.membershipNumber,
        storeId: input.storeId,
        cashierId: cashier.id,
        method: 'otp',
        otpHash: otpHash(id, digits),
        expiresAt,
        createdAt: now,
      });
      const message = await queueNotification(tx, this.deps.notifier.deps, {
        membershipNumber: input.membershipNumber,
        event: 'tillCode',
        values: { code: digits, store: store?.name ?? input.storeId },
        dedupeKey: `tillCode:${id}`,
        email,
      });
      // Nowhere to send it: nothing is kept, and the cashier asks for the member's QR instead.
      if (!message || message.channels.length === 0) throw new Conflict({ key: 'pos.confirm.errors.noChannel' });
      return message;
    });
    await this.deps.notifier.sendQueued(queued);
    return {
      challengeId: id,
      membershipNumber: input.membershipNumber,
      channels: queued.channels,
      sentTo: queued.channels.includes('email') && email ? hiddenEmail(email) : null,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * Checks the code the member read out. A wrong one is counted (in its own transaction, kept even though
   * the answer is an error); OTP_MAX_WRONG lock the challenge. The right one again answers the same confirmation.
   */
  async verifyOtp(challengeId: string, code: string, cashier: Cashier): Promise<MemberConfirmation> {
    const now = this.deps.now();
    const digits = normaliseOtp(code);
    type Outcome = { kind: 'confirmed'; row: Row } | { kind: 'unknown' | 'locked' | 'expired' | 'wrongAgain' } | { kind: 'wrong'; left: number };
    const outcome = await withTransactionRetry(this.deps.db, async (tx): Promise<Outcome> => {
      const [row] = await tx.select().from(posMemberConfirmations).where(eq(posMemberConfirmations.id, challengeId)).for('update');
      if (!row || row.method !== 'otp' || row.cashierId !== cashier.id || !row.otpHash) return { kind: 'unknown' };
      const right = digits !== null && sameText(otpHash(row.id, digits), row.otpHash);
      if (row.confirmedAt) return right ? { kind: 'confirmed', row } : { kind: 'wrongAgain' };
      const problem = otpProblem(row, now);
      if (problem) return { kind: problem };
      if (right) {
        const [confirmed] = await tx
          .update(posMemberConfirmations)
          .set({ confirmedAt: now, expiresAt: addSeconds(now, CONFIRMATION_LIFETIME_SECONDS) })
          .where(eq(posMemberConfirmations.id, row.id))
          .returning();
        return { kind: 'confirmed', row: confirmed! };
      }
      const wrongAttempts = row.wrongAttempts + 1;
      await tx.update(posMemberConfirmations).set({ wrongAttempts }).where(eq(posMemberConfirmations.id, row.id));
      return otpTriesLeft(wrongAttempts) === 0 ? { kind: 'locked' } : { kind: 'wrong', left: otpTriesLeft(wrongAttempts) };
    });
    switch (outcome.kind) {
      case 'confirmed':
        return asConfirmation(outcome.row);
      case 'unknown':
        throw new NotFound({ key: 'pos.confirm.errors.challengeUnknown' });
      case 'locked':
        throw new Conflict({ key: 'pos.confirm.errors.locked' });
      case 'expired':
        throw new Conflict({ key: 'pos.confirm.errors.otpExpired' });
      case 'wrongAgain':
        throw new Conflict({ key: 'pos.confirm.errors.alreadyConfirmed' });
      case 'wrong':
        throw new InvalidInput({ key: 'pos.confirm.errors.wrongCode', values: { left: outcome.left } }, { code: { key: 'pos.confirm.errors.wrongCode', values: { left: outcome.left } } });
    }
  }

  // ---------------------------------------------------------------- the sale that spends it

  /**
   * A sale that redeems points or uses a voucher spends the member's confirmation: refused (nothing
   * booked) without a valid one. The claim is written before the sale is booked; `release` gives it back
   * when the sale was not booked after all. A sale without a member, or sold offline (which may not redeem
   * at all, decision 030), is left to the order path's own refusals. Answers the claimed id, or null.
   */
  async claimForSale(order: PosOrderInput, transactionNumber: string, cashier: Cashier): Promise<string | null> {
    if (!saleNeedsMemberConfirmation(order) || !order.membershipNumber || order.offline) return null;
    const now = this.deps.now();
    const id = order.memberConfirmation;
    const read = async () => (id ? ((await this.deps.db.select().from(posMemberConfirmations).where(eq(posMemberConfirmations.id, id)))[0] ?? null) : null);
    const sale = { membershipNumber: order.membershipNumber, storeId: order.storeId, cashierId: cashier.id, transactionNumber, now };
    const row = await read();
    refuse(confirmationProblem(row, sale), order.membershipNumber);
    if (!row || row.usedByTransaction === transactionNumber) return row?.id ?? null;
    const [claimed] = await this.deps.db
      .update(posMemberConfirmations)
      .set({ usedByTransaction: transactionNumber, usedAt: now })
      .where(and(eq(posMemberConfirmations.id, row.id), isNull(posMemberConfirmations.usedByTransaction), gt(posMemberConfirmations.expiresAt, now)))
      .returning({ id: posMemberConfirmations.id });
    if (claimed) return claimed.id;
    // Another sale got there first (or this one, from a parallel retry): read again and say which.
    refuse(confirmationProblem(await read(), sale), order.membershipNumber);
    return row.id;
  }

  /** Gives a claim back when its sale was not booked (it failed): the cashier may fix the sale and try again. */
  async release(confirmationId: string, transactionNumber: string): Promise<void> {
    await this.deps.db
      .update(posMemberConfirmations)
      .set({ usedByTransaction: null, usedAt: null })
      .where(
        and(
          eq(posMemberConfirmations.id, confirmationId),
          eq(posMemberConfirmations.usedByTransaction, transactionNumber),
          sql`not exists (select 1 from ${posOrders} where ${posOrders.externalTransactionNumber} = ${transactionNumber})`,
        ),
      );
  }
}

/** A problem as the cashier reads it: what is missing is 403, what was spent or ran out is 409. */
function refuse(problem: ConfirmationProblem | null, membershipNumber: string): void {
  if (!problem) return;
  const text = { key: CONFIRMATION_PROBLEM_TEXT[problem], values: { member: membershipNumber } };
  throw problem === 'used' || problem === 'expired' ? new Conflict(text) : new Forbidden(text);
}

/**
 * How long a member's confirmation is kept after it expired (decision 039): long enough to tell, for a
 * sale queried by the back office or a member, how the member agreed; a code expires within minutes,
 * so a deleted row's code can never be used again.
 */
const CONFIRMATION_RETENTION_DAYS = 90;

/** The retention job: deletes confirmations expired more than the retention ago (a plain delete, safe in any number of processes). */
export async function deleteOldConfirmations(db: Database, now: Date): Promise<{ deleted: number }> {
  const cutoff = new Date(now.getTime() - CONFIRMATION_RETENTION_DAYS * 86_400_000);
  const deleted = await db.delete(posMemberConfirmations).where(lt(posMemberConfirmations.expiresAt, cutoff)).returning({ id: posMemberConfirmations.id });
  return { deleted: deleted.length };
}
