import * as identity from '#domain/identity/endpoints/account.ts';
import { api } from '../../../api/client.ts';

/**
 * The signed-in account's profile as one query, apart from the profile screen's mutations (and their
 * toasts): the header reads it for the account's language on every page, the home page included.
 */
export const profileKeys = {
  all: ['profile'] as const,
  mine: () => [...profileKeys.all, 'me'] as const,
};

/** storefront.md §7 profile load (through our server, which asks the identity provider). */
export const myProfileQuery = { queryKey: profileKeys.mine(), queryFn: () => api.call(identity.getMyProfile) };
