import { Gift, X } from 'lucide-react';
import { useEffect } from 'react';
import { PROMO_POPUP } from '#domain/storefront/promos.ts';
import { Button } from './button.tsx';
import { ModalDialog, ModalDialogTitle } from './modal-dialog.tsx';
import { useT } from '../texts/texts.tsx';

/** The promo popup's dialog (promo-popup.tsx opens it); its own chunk, fetched after the first paint. */
export function PromoPopupDialog({ onClose, onShopNow }: { onClose(): void; onShopNow(): void }) {
  const t = useT();
  useEffect(() => {
    document.body.classList.add('scroll-locked');
    return () => document.body.classList.remove('scroll-locked');
  }, []);

  return (
    <ModalDialog onClose={onClose} closeOnOutsideClick={false} look="promo" size="xl">
      <div className="grid md:grid-cols-2">
        <div
          aria-hidden="true"
          className="relative grid min-h-44 place-items-center bg-gradient-to-br from-brand via-rose-500 to-orange-400 text-white md:min-h-80"
        >
          <Gift className="h-24 w-24 opacity-90" strokeWidth={1.5} />
          <span className="absolute bottom-4 left-4 rounded-full bg-white/20 px-3 py-1 text-sm font-bold backdrop-blur">-20%</span>
        </div>
        <div className="relative p-7 sm:p-9">
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.promoPopup.close')}
            className="absolute right-3 top-3 grid h-9 w-9 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
          <ModalDialogTitle className="text-2xl font-extrabold text-ink sm:text-3xl">{t('common.promoPopup.title')}</ModalDialogTitle>
          <p className="mt-3 text-lg text-slate-700">{t('common.promoPopup.text')}</p>
          <p className="mt-5 text-sm text-slate-600">{t('common.promoPopup.useCode')}</p>
          <p className="mt-2 inline-block rounded-lg border-2 border-dashed border-brand px-4 py-2 font-mono text-xl font-bold tracking-widest text-brand">
            {PROMO_POPUP.code}
          </p>
          <Button onClick={onShopNow} size="lg" className="mt-7 flex w-full items-center justify-center">
            {t('common.promoPopup.shopNow')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
