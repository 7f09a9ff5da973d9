import type { FastifyRequest } from 'fastify';
import type { OwnerCheck } from '../../platform/http/auth.ts';
import { myMembership, type MembershipDeps } from './membership.ts';

/**
 * The owner checks of the member area's endpoints (access `memberOwner`): where each request names its
 * member. They run after validation (platform/http/auth.ts), so the fields are the schema's, trimmed and typed.
 * A request that names no member has no owner but staff. The account's membership is read through
 * `myMembership`, so an account whose verified e-mail is the member's is linked on its first visit even
 * when that is a `?number=` URL.
 */
function ownerCheck(
  deps: MembershipDeps,
  links: LinkCache,
  membershipNumberOf: (request: FastifyRequest) => string | undefined,
): OwnerCheck {
  return async (request, principal) => {
    const membershipNumber = membershipNumberOf(request);
    if (membershipNumber === undefined) return false;
    const known = links.get(principal.sub);
    if (known !== undefined) return known === membershipNumber;
    const linked = (await myMembership(deps, principal)).membershipNumber;
    if (linked) links.set(principal.sub, linked);
    return linked === membershipNumber;
  };
}

/** How many accounts' links one process remembers. */
const LINK_CACHE_ENTRIES = 10_000;

/**
 * Account -> the membership it is linked to, for the links this process has seen (issue 14: the owner
 * check was a second query on every member-area read). A link is permanent — membership_owners rows
 * are only ever inserted, never changed or deleted — so a remembered link cannot go stale; an account
 * with no link is not remembered (it may link at any moment) and is read every time.
 */
class LinkCache {
  private readonly links = new Map<string, string>();

  get(userId: string): string | undefined {
    return this.links.get(userId);
  }

  set(userId: string, membershipNumber: string): void {
    if (this.links.size >= LINK_CACHE_ENTRIES) {
      const oldest = this.links.keys().next();
      if (!oldest.done) this.links.delete(oldest.value);
    }
    this.links.set(userId, membershipNumber);
  }
}

export const memberOwnerChecks = (deps: MembershipDeps) => {
  const links = new LinkCache();
  return {
    /** `/api/loyalty/members/:membershipNumber/...` */
    byPath: ownerCheck(deps, links, (request) => (request.params as { membershipNumber?: string }).membershipNumber),
    /** A redemption: `{ MembershipNumber }` in the body. */
    byRedemption: ownerCheck(deps, links, (request) => (request.body as { MembershipNumber?: string } | undefined)?.MembershipNumber),
    /** A spin: `?membershipNumber=` (the engine then plays only that member's spin). */
    byQuery: ownerCheck(deps, links, (request) => (request.query as { membershipNumber?: string }).membershipNumber),
  };
};
