import { z } from 'zod';

/** OpenID Connect userinfo: `sub` and the standard claims of the scopes granted (profile, email). */
export const userinfoClaims = z.object({ sub: z.string() }).catchall(z.unknown());
