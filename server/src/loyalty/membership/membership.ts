import { sql } from 'drizzle-orm';
import type { JoinRequest, MyMembership } from '#domain/loyalty/api/membership.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { resultRows } from '../../platform/db/json-query.ts';
import { Conflict, InvalidInput } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/auth.ts';
import type { LoyaltyGateway } from '../gateway.ts';
import { linkMembership, membershipOf, ownerOf } from './owners.ts';

export interface MembershipDeps {
  db: Database;
  loyalty: LoyaltyGateway;
  clock: Clock;
}

/**
 * The signed-in account's membership. An account without one is linked, here and once, to the member
 * whose contact e-mail is the account's e-mail, but only when the identity provider verified that
 * e-mail (anyone can sign up with someone else's address) and nobody owns that membership yet.
 */
export async function myMembership(deps: MembershipDeps, principal: Principal): Promise<MyMembership> {
  const linked = await membershipOf(deps.db, principal.sub);
  if (linked.membershipNumber || !principal.email || principal.emailVerified !== true) return linked;
  const membershipNumber = await deps.loyalty.findMembershipByEmail(principal.email);
  if (!membershipNumber || (await ownerOf(deps.db, membershipNumber))) return linked;
  try {
    return await linkMembership(deps.db, principal.sub, membershipNumber, 'email');
  } catch (error) {
    // A concurrent request linked first (this account elsewhere, or the member to another account).
    if (error instanceof Conflict) return membershipOf(deps.db, principal.sub);
    throw error;
  }
}

/**
 * Joining online: a new Crew member with the account's e-mail, linked to the account. Numbers come
 * from a database sequence (5000001, …), so concurrent joins never pick the same one. A member who
 * already has this e-mail is refused: that person links the card instead (or is linked already by
 * the verified e-mail).
 */
export async function joinProgramme(deps: MembershipDeps, principal: Principal, request: JoinRequest): Promise<{ created: boolean; membership: MyMembership }> {
  const existing = await myMembership(deps, principal);
  if (existing.membershipNumber) return { created: false, membership: existing };
  if (!principal.email) throw new InvalidInput({ key: 'loyalty.errors.noEmail' });
  if (await deps.loyalty.findMembershipByEmail(principal.email)) {
    throw new Conflict({ key: 'loyalty.errors.emailTaken' });
  }
  const result = await deps.db.execute(sql`select nextval('online_membership_number_seq')::text as n`);
  const membershipNumber = resultRows<{ n: string }>(result)[0]?.n;
  if (!membershipNumber) throw new Error('online_membership_number_seq gave no number');
  await deps.loyalty.enrollMember({
    enrollmentDate: deps.clock.now().toISOString(),
    membershipNumber,
    memberStatus: 'Active',
    enrollmentChannel: 'Online',
    associatedContactDetails: {
      firstName: request.firstName,
      lastName: request.lastName ?? '',
      email: principal.email,
      allowDuplicateRecords: false,
    },
  });
  return { created: true, membership: await linkMembership(deps.db, principal.sub, membershipNumber, 'join') };
}
