import type { FastifyRequest } from 'fastify';
import type { OwnerCheck } from '../http/auth.ts';
import { myMembership, type MembershipDeps } from './membership.ts';

/**
 * The owner checks of the member area's endpoints (access `memberOwner`): where each request names its
 * member. They run after validation (http/auth.ts), so the fields are the schema's, trimmed and typed.
 * A request that names no member has no owner but staff. The account's membership is read through
 * `myMembership`, so an account whose verified e-mail is the member's is linked on its first visit even
 * when that is a `?number=` URL.
 */
function ownerCheck(deps: MembershipDeps, membershipNumberOf: (request: FastifyRequest) => string | undefined): OwnerCheck {
  return async (request, principal) => {
    const membershipNumber = membershipNumberOf(request);
    if (membershipNumber === undefined) return false;
    return (await myMembership(deps, principal)).membershipNumber === membershipNumber;
  };
}

export const memberOwnerChecks = (deps: MembershipDeps) => ({
  /** `/api/loyalty/members/:membershipNumber/...` */
  byPath: ownerCheck(deps, (request) => (request.params as { membershipNumber?: string }).membershipNumber),
  /** A redemption: `{ MembershipNumber }` in the body. */
  byRedemption: ownerCheck(deps, (request) => (request.body as { MembershipNumber?: string } | undefined)?.MembershipNumber),
  /** A spin: `?membershipNumber=` (the engine then plays only that member's spin). */
  byQuery: ownerCheck(deps, (request) => (request.query as { membershipNumber?: string }).membershipNumber),
});
