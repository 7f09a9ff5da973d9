import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { formatTime } from '#domain/platform/format.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { Button } from '../../ui/button.tsx';
import { errorMessage } from '../../ui/error-message.ts';
import { useLanguage, useT } from '../../texts/texts.tsx';
import { useMyMembership, useTillCode } from './api.ts';

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
  const [tillOpen, setTillOpen] = useState(false);
  // Only the member's own account gets a code for the till (decision 039); staff viewing the page do not.
  const mine = useMyMembership();
  const own = mine.data?.membershipNumber === membershipNumber;
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
      {own && (
        <Button onClick={() => setTillOpen(true)} variant="outline" size="sm" className="px-6">
          {t('loyalty.qr.tillButton')}
        </Button>
      )}
      {tillOpen && <TillCodeDialog membershipNumber={membershipNumber} onClose={() => setTillOpen(false)} />}
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

/** Now, every second: the till code's dialog says when the code has run out. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The member's code for the till (docs/decisions/039-member-confirmation.md): a short-lived signed code as a
 * QR code, with its text under it for a hand scanner or typing. Showing it is the member's agreement that
 * the cashier spends their points or a voucher; it lasts 5 minutes and is used once.
 */
function TillCodeDialog({ membershipNumber, onClose }: { membershipNumber: string; onClose(): void }) {
  const t = useT();
  const language = useLanguage();
  const tillCode = useTillCode();
  const now = useNow();
  const { mutate } = tillCode;
  useEffect(() => mutate(), [mutate]);
  const code = tillCode.data;
  const expired = code ? now >= Date.parse(code.expiresAt) : false;
  return (
    <ModalDialog title={t('loyalty.qr.tillTitle')} description={t('loyalty.qr.tillHint')} onClose={onClose}>
      <div className="mt-5 flex flex-col items-center gap-3">
        {code && !expired && (
          <>
            <QrCode value={code.code} label={t('loyalty.qr.tillImage', { number: membershipNumber })} />
            <p className="text-sm text-slate-600">{t('loyalty.qr.tillCodeLabel')}</p>
            <p className="font-mono text-base font-semibold tracking-wide break-all text-ink select-all sm:text-lg">{code.code}</p>
            <p className="text-sm text-slate-600">{t('loyalty.qr.validUntil', { time: formatTime(code.expiresAt, language) })}</p>
          </>
        )}
        {expired && (
          <p role="status" className="text-sm font-semibold text-red-700">
            {t('loyalty.qr.expired')}
          </p>
        )}
        {tillCode.isError && (
          <p role="alert" className="text-sm text-red-700">
            {t('loyalty.qr.tillLoadFailed')} {errorMessage(tillCode.error)}
          </p>
        )}
        {(expired || tillCode.isError) && (
          <Button onClick={() => mutate()} variant="navy" size="sm" className="w-full">
            {t('loyalty.qr.refresh')}
          </Button>
        )}
        <Button onClick={onClose} variant="outline" size="sm" className="mt-2 w-full">
          {t('loyalty.area.close')}
        </Button>
      </div>
    </ModalDialog>
  );
}
