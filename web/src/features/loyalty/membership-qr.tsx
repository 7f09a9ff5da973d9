import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { Button } from '../../ui/button.tsx';
import { useT } from '../../texts/texts.tsx';

/** loyalty-pos.md §9: the QR image is 200 px. */
const QR_SIZE_PX = 200;

/** A scannable code: black on white with the standard quiet zone, whatever the page colours. */
export function QrCode({ value, label, size = QR_SIZE_PX }: { value: string; label: string; size?: number }) {
  return (
    <div className="inline-block rounded-lg bg-white leading-none">
      {/* qrcode.react draws an <svg role="img">; its title is the accessible name. */}
      <QRCodeSVG value={value} size={size} marginSize={2} level="M" title={label} />
    </div>
  );
}

/**
 * loyalty-pos.md §2: a card with the QR code of the membership number and 'Open QR Code', which opens
 * the dialog 'QR Code' / 'Tunjukkan QR Code saat berbelanja' with Close; it also closes on a click
 * outside and on Escape.
 */
export function MembershipQrCard({ membershipNumber }: { membershipNumber: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const label = t('loyalty.qr.membershipImage', { number: membershipNumber });
  return (
    <section aria-label={t('loyalty.qr.region')} className="flex flex-col items-center gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-100">
      <QrCode value={membershipNumber} label={label} />
      <p className="text-sm text-slate-600">
        {t('loyalty.qr.membershipNumber')} <span className="font-semibold text-ink">{membershipNumber}</span>
      </p>
      <Button onClick={() => setOpen(true)} variant="navy" size="sm" className="px-6">
        {t('loyalty.qr.open')}
      </Button>
      {open && (
        <ModalDialog title={t('loyalty.qr.title')} description={t('loyalty.qr.hint')} onClose={() => setOpen(false)}>
          <div className="mt-5 flex flex-col items-center gap-3">
            <QrCode value={membershipNumber} label={label} />
            <p className="font-mono text-lg font-semibold tracking-wider text-ink">{membershipNumber}</p>
            <Button onClick={() => setOpen(false)} variant="outline" size="sm" className="mt-2 w-full">
              {t('loyalty.area.close')}
            </Button>
          </div>
        </ModalDialog>
      )}
    </section>
  );
}
