import { useEffect, useState } from 'react';
import { PROMO_POPUP } from '#domain/storefront/promos.ts';
import { afterPaint } from './after-paint.tsx';

// The dialog's code is fetched after the first paint, while the timer runs.
const PromoPopupDialog = afterPaint(async () => (await import('./promo-popup-dialog.tsx')).PromoPopupDialog);

/**
 * storefront.md §4/§9 promo popup (home and promo pages): shown 3 s after load, then every 30 s
 * unless one is already open; closes on the close button, Shop Now or Escape; locks page scroll
 * while open.
 */
function usePromoPopupTimer(): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const first = window.setTimeout(() => setOpen(true), PROMO_POPUP.firstDelayMs);
    // setOpen(true) while open changes nothing: "unless one is already on screen".
    const every = window.setInterval(() => setOpen(true), PROMO_POPUP.intervalMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(every);
    };
  }, []);
  return [open, () => setOpen(false)];
}

export function PromoPopup({ onShopNow }: { onShopNow?: () => void }) {
  const [open, close] = usePromoPopupTimer();
  if (!open) return null;
  return (
    <PromoPopupDialog
      onClose={close}
      onShopNow={() => {
        close();
        onShopNow?.();
      }}
    />
  );
}
