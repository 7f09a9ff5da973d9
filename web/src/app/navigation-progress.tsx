import { useSyncExternalStore } from 'react';

// Screens whose code is being fetched (routes.tsx wraps each screen's import with trackScreenLoad).
let loading = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Counts a screen's code as loading until its import settles. */
export async function trackScreenLoad<T>(load: Promise<T>): Promise<T> {
  loading += 1;
  notify();
  try {
    return await load;
  } finally {
    loading -= 1;
    notify();
  }
}

/**
 * A thin bar while the next screen's code loads. Navigations are transitions, so the current
 * screen stays in place until the next one is ready; this bar says something is happening.
 */
export function NavigationProgress() {
  const busy = useSyncExternalStore(subscribe, () => loading > 0, () => false);
  if (!busy) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-brand/20" aria-hidden="true">
      <div className="h-full w-1/3 animate-pulse bg-brand" />
    </div>
  );
}
