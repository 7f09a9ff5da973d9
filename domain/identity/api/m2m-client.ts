import { z } from 'zod';

/** The embedded provider's machine-to-machine client as the back office shows it (decision 037). */
export const m2mClient = z.object({
  clientId: z.string(),
  /** The `domain` Auth0's SDKs take: IDP_ORIGIN, or PUBLIC_URL/idp. */
  domain: z.string(),
  managementAudience: z.string(),
  /** `configuration`: AUTH0_M2M_CLIENT_SECRET (rotate it there); `generated`: kept in the database. */
  source: z.enum(['configuration', 'generated']),
  /** When the generated secret was made or last rotated (ISO time); null for a configured one. */
  since: z.string().nullable(),
});
export type M2mClient = z.infer<typeof m2mClient>;

export const m2mClientSecret = m2mClient.extend({ clientSecret: z.string() });
export type M2mClientSecret = z.infer<typeof m2mClientSecret>;
