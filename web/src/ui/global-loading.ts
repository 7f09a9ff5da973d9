import { useSyncExternalStore } from 'react';

/**
 * The global loading flag (storefront.md §4 "App start", loyalty-pos.md §4 "Loading"): while any
 * tracked operation runs, a blocking loading dialog is shown. A counter, so overlapping operations
 * keep it on until the last one ends.
 */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function beginLoading(): () => void {
  pending += 1;
  emit();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending -= 1;
    emit();
  };
}

export async function withGlobalLoading<T>(operation: Promise<T> | (() => Promise<T>)): Promise<T> {
  const end = beginLoading();
  try {
    return await (typeof operation === 'function' ? operation() : operation);
  } finally {
    end();
  }
}

/** Whether any tracked operation is running now. */
export function loadingSnapshot(): boolean {
  return pending > 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGlobalLoading(): boolean {
  return useSyncExternalStore(subscribe, loadingSnapshot, () => false);
}
