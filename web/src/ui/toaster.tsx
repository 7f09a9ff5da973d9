import { Toaster as HotToaster } from 'react-hot-toast';

/**
 * storefront.md §9 toasts: blank 4000 ms, error 4000 ms, success 2000 ms, custom 4000 ms, loading
 * never expires, at most 20 kept, 350 px wide, removed 1000 ms after dismissal, gutter 8 px. These
 * are react-hot-toast's own defaults; they are spelled out here so the spec's numbers stay visible.
 */
export function Toaster() {
  return (
    <HotToaster
      position="top-center"
      gutter={8}
      toastOptions={{
        duration: 4000,
        success: { duration: 2000 },
        error: { duration: 4000 },
        loading: { duration: Infinity },
        style: { maxWidth: 350 },
      }}
    />
  );
}
