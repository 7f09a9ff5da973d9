// The compatible surfaces' public face (server/src/compat/README.md): what app.ts registers.
export { mcCompatRoutes } from './mc/routes.ts';
export { sfCompatNotFound, sfCompatRoutes } from './sf/routes.ts';
