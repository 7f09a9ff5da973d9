/**
 * Registers the till's service worker (web/vite/till-service-worker.ts, decision 030), which keeps the
 * till's code and last answers so /pos/{store} opens after a reload with no network. Only the built app
 * has one: `npm run dev` serves no /pos/sw.js.
 */
export function registerTillWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A refused registration (a private window, storage turned off) leaves the till working online.
  navigator.serviceWorker.register('/pos/sw.js', { scope: '/pos/' }).catch((error: unknown) => console.warn('till service worker not registered', error));
}
