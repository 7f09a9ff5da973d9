import { useLayoutEffect, useRef } from 'react';
import { useGlobalLoading } from './global-loading.ts';
import { Spinner } from './spinner.tsx';
import { useT } from '../texts/texts.tsx';

/**
 * The blocking loading dialog (storefront.md §4): a modal spinner while the global loading flag is
 * on. It cannot be closed by a backdrop click or Escape; it goes away when the work is done.
 */
export function LoadingOverlay() {
  const t = useT();
  const loading = useGlobalLoading();
  const dialog = useRef<HTMLDialogElement>(null);

  // A layout effect: the dialog is open exactly while the flag is on, before the browser paints, so
  // what the same render shows (an error beside the form, say) is never behind a closing overlay.
  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (loading && !el.open) el.showModal();
    if (!loading && el.open) el.close();
  }, [loading]);

  return (
    <dialog
      ref={dialog}
      aria-label={t('common.ui.loading')}
      data-testid="global-loading"
      onCancel={(event) => event.preventDefault()}
      className="m-auto rounded-2xl bg-white p-6 shadow-xl backdrop:bg-black/30 backdrop:backdrop-blur-[1px]"
    >
      <Spinner size={40} label={t('common.ui.pleaseWait')} />
    </dialog>
  );
}
