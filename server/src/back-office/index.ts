// The back office's public face (server/src/back-office/README.md): what app.ts registers.
export { adminRoutes } from './routes.ts';
