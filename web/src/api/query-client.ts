import { notifyManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';

// Flush query updates in a microtask rather than a 0 ms timer: no timer clamping, and screens keep
// updating while a test pauses the browser clock (storefront e2e tests control the promo popup's timers).
notifyManager.setScheduler(queueMicrotask);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again; a network hiccup might.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});
