import type { FastifyInstance } from 'fastify';
import type { AccessTokenVerifier } from '../platform/http/auth.ts';
import type { profileRoutes } from './profile-routes.ts';

export interface Identity {
  /** Checks the bearer tokens of /api calls (platform/http/auth.ts). */
  verifier: AccessTokenVerifier;
  /** Registers the provider (embedded only), /config.json and the /api/me routes. */
  register(app: FastifyInstance): Promise<void>;
}

/** What the embedded provider registers beside its own routes (shared with the Auth0 path). */
export interface SharedIdentityRoutes {
  registerConfigRoute(app: FastifyInstance): void;
  profileRoutes: typeof profileRoutes;
}
