// The marketing context's public face (server/src/marketing/README.md): what app.ts, the jobs and
// other contexts use. Everything else in this folder is its own business.
export { journeyEventOutbox, orderEventKey } from './outbox.ts';
export type { JourneyEvent } from './outbox.ts';
export { marketingEventListRoutes, marketingRelayRoutes } from './routes.ts';
export { embeddedSink, marketingCloudSink } from './sinks.ts';
export type { JourneySink } from './sinks.ts';
export { deliverDueEvents } from './worker.ts';
