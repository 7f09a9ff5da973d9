import { useEffect, useState } from 'react';
import { queryClient } from '../api/query-client.ts';

/**
 * When the first screen is on the page (decision 013). What that screen does not need waits
 * for it: the sign-in SDK, the footer, the toast host, the carousel engine, the home sections below
 * the banner and the other slides' pictures, the shop's contact details, the version check. Started
 * earlier, their downloads and their work came before the page's largest paint on a simulated phone
 * and shared its bandwidth and main thread.
 *
 * The first screen is on the page once, in turn:
 * 1. the app's first render has been committed (main.tsx calls firstRenderCommitted);
 * 2. the load event has fired and no query is fetching: the screen's data has arrived and rendered
 *    (at most SCREEN_WAIT_MS after the load event, for a request that hangs);
 * 3. the browser has reported a largest paint since that render, that is, the screen has been shown
 *    (at most PAINT_WAIT_MS: a screen whose data paints nothing larger than its first render reports
 *    none; a browser without largest-paint entries waits two frames instead).
 */
const SCREEN_WAIT_MS = 5000;
const PAINT_WAIT_MS = 1000;

let markRendered: (at: number) => void = () => {};
/** When (performance.now()) the app's first render was committed. */
const firstRender = new Promise<number>((resolve) => (markRendered = resolve));

/** Called once, after the app's first render (main.tsx). */
export function firstRenderCommitted(): void {
  markRendered(performance.now());
}

/** Step 2: the load event, then no query fetching. */
function screenDataSettled(): Promise<void> {
  return new Promise((resolve) => {
    const whenLoaded = () => {
      if (queryClient.isFetching() === 0) return resolve();
      const cap = setTimeout(settled, SCREEN_WAIT_MS);
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() === 0) settled();
      });
      function settled() {
        clearTimeout(cap);
        unsubscribe();
        resolve();
      }
    };
    if (document.readyState === 'complete') whenLoaded();
    else window.addEventListener('load', whenLoaded, { once: true });
  });
}

/** Step 3: a largest-contentful-paint entry at or after `since`, reported once the frame was presented. */
function largestPaintSince(since: number): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      return;
    }
    const cap = setTimeout(done, PAINT_WAIT_MS);
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntries().some((entry) => entry.startTime >= since)) done();
    });
    function done() {
      clearTimeout(cap);
      observer.disconnect();
      resolve();
    }
    // buffered: a paint that came before this call is reported too.
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

let hasShown = false;
const shown = firstRender.then(async (renderedAt) => {
  await screenDataSettled();
  await largestPaintSince(renderedAt);
  hasShown = true;
});

/** Resolves once the first screen is on the page (see above). */
export function firstScreenShown(): Promise<void> {
  return shown;
}

/** False until the first screen is on the page, then true. */
export function useFirstScreenShown(): boolean {
  const [value, setValue] = useState(hasShown);
  useEffect(() => {
    if (value) return;
    let mounted = true;
    void shown.then(() => {
      if (mounted) setValue(true);
    });
    return () => {
      mounted = false;
    };
  }, [value]);
  return value;
}
