import type { OwnerCheck } from '../../platform/http/auth.ts';
import { myMembership, type MembershipDeps } from './membership.ts';

/**
 * The owner check of the member area's endpoints (access `memberOwner`): whether the account owns the
 * membership the request names. Each endpoint's declaration says where it names it (`membershipNumberAt`),
 * and platform/http reads it there after validation. The account's membership is read through
 * `myMembership`, so an account whose verified e-mail is the member's is linked on its first visit even
 * when that is a `?number=` URL.
 */
export function memberOwnerCheck(deps: MembershipDeps): OwnerCheck {
  const links = new LinkCache();
  return async (membershipNumber, principal) => {
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
 * Account -> the membership it is linked to, for the links this process has seen (decision 019: the owner
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
