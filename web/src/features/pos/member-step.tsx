import { useState, type FormEvent, type ReactNode } from 'react';
import { ConsentCheckbox, PosDialog, SubmitButton, TextField } from './pos-dialog.tsx';
import { MemberSearchDialog } from './member-search-dialog.tsx';
import { QrScanDialog } from './qr-scan-dialog.tsx';
import { useT } from '../../texts/texts.tsx';

export interface RegistrationFields {
  firstName: string;
  lastName: string;
  membershipNumber: string;
  email: string;
  /** Decision 032: the number the new member agrees to receive WhatsApp messages on, when they agree. */
  whatsappPhone: string;
  whatsappConsent: boolean;
}

/** What registering came to: done (enrolled and loaded), or the fields to fix (the server's messages by field). */
export type RegistrationOutcome = { done: true } | { done: false; fieldErrors: Partial<Record<keyof RegistrationFields, string>> };

interface MemberStepProps {
  /** Enrolls and loads the member (the checkout then moves to step 3), or says which fields to fix. */
  onRegister(fields: RegistrationFields): Promise<RegistrationOutcome>;
  onLookup(membershipNumber: string): Promise<boolean>;
  /** The till has no link (decision 030): a member is attached by number or QR only; registering and searching wait. */
  offline?: boolean;
}

type OpenDialog = 'register' | 'input' | 'scan' | 'search' | null;

const formText = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '').trim();

/** loyalty-pos.md §2 step 2: register a member, or identify one by QR code or by number; beyond the spec, by phone or e-mail too. */
export function MemberStep({ onRegister, onLookup, offline = false }: MemberStepProps) {
  const t = useT();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof RegistrationFields, string>>>({});
  const close = () => {
    setDialog(null);
    setFieldErrors({});
  };
  const closeWhen = (done: boolean) => {
    if (done) close();
  };

  const register = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields: RegistrationFields = {
      firstName: formText(form, 'firstName'),
      lastName: formText(form, 'lastName'),
      membershipNumber: formText(form, 'membershipNumber'),
      email: formText(form, 'email'),
      whatsappPhone: formText(form, 'whatsappPhone'),
      whatsappConsent: new FormData(form).get('whatsappConsent') === 'on',
    };
    // A number without the member's consent is not one we may write to (decision 032): ask first.
    if (fields.whatsappPhone && !fields.whatsappConsent) {
      setFieldErrors({ whatsappConsent: t('pos.whatsapp.needConsent') });
      return;
    }
    const outcome = await onRegister(fields);
    if (outcome.done) close();
    else setFieldErrors(outcome.fieldErrors);
  };
  const lookup = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    closeWhen(await onLookup(formText(event.currentTarget, 'memberNumber')));
  };

  return (
    <div className="space-y-8">
      {offline && (
        <p role="note" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 ring-1 ring-amber-300">
          {t('pos.offline.member.notice')}
        </p>
      )}
      {!offline && (
        <section>
          <h2 className="text-lg font-semibold text-ink">{t('pos.member.notYet')}</h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Tile label={t('pos.member.register')} icon="register" onClick={() => setDialog('register')} />
          </div>
        </section>
      )}
      <section>
        <h2 className="text-lg font-semibold text-ink">{t('pos.member.already')}</h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <Tile label={t('pos.member.scanQr')} icon="qr" onClick={() => setDialog('scan')} />
          <Tile label={t('pos.member.inputNumber')} icon="number" onClick={() => setDialog('input')} />
          {!offline && <Tile label={t('pos.member.findByContact')} icon="search" onClick={() => setDialog('search')} />}
        </div>
      </section>

      {dialog === 'register' && (
        <PosDialog title={t('pos.member.register')} onClose={close}>
          {/* noValidate: the server's messages are shown beside the fields, the browser's bubbles are not. */}
          <form onSubmit={(event) => void register(event)} noValidate className="space-y-3">
            <TextField label={t('pos.member.firstName')} name="firstName" autoFocus error={fieldErrors.firstName} />
            <TextField label={t('pos.member.lastName')} name="lastName" error={fieldErrors.lastName} />
            <TextField label={t('pos.member.membershipNumber')} name="membershipNumber" error={fieldErrors.membershipNumber} />
            <TextField label={t('pos.member.email')} name="email" type="email" inputMode="email" error={fieldErrors.email} />
            <TextField label={t('pos.member.whatsappPhone')} name="whatsappPhone" type="tel" inputMode="tel" error={fieldErrors.whatsappPhone} />
            <ConsentCheckbox name="whatsappConsent" label={t('pos.member.whatsappConsent')} error={fieldErrors.whatsappConsent} />
            <div className="pt-2">
              <SubmitButton>{t('pos.member.registerButton')}</SubmitButton>
            </div>
          </form>
        </PosDialog>
      )}
      {dialog === 'input' && (
        <PosDialog title={t('pos.member.inputNumber')} onClose={close}>
          <form onSubmit={(event) => void lookup(event)} className="space-y-4">
            <TextField label={t('pos.member.memberNumber')} name="memberNumber" autoFocus />
            <SubmitButton>{t('pos.member.submit')}</SubmitButton>
          </form>
        </PosDialog>
      )}
      {dialog === 'search' && <MemberSearchDialog onClose={close} onChoose={onLookup} />}
      {dialog === 'scan' && <QrScanDialog onClose={close} onNumber={async (number) => closeWhen(await onLookup(number))} />}
    </div>
  );
}

const ICONS: Record<'register' | 'qr' | 'number' | 'search', ReactNode> = {
  search: <path d="M10.5 17a6.5 6.5 0 100-13 6.5 6.5 0 000 13zM15.5 15.5L21 21" />,
  register: <path d="M12 12a4 4 0 100-8 4 4 0 000 8zm-7 8a7 7 0 0114 0M19 8v6m-3-3h6" />,
  qr: <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />,
  number: <path d="M4 9h16M4 15h16M10 3L8 21M16 3l-2 18" />,
};

function Tile({ label, icon, onClick }: { label: string; icon: keyof typeof ICONS; onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex h-28 flex-col items-center justify-center gap-2 rounded-2xl bg-white font-semibold text-ink shadow-sm ring-1 ring-slate-200 hover:ring-2 hover:ring-brand"
    >
      <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" className="text-brand">
        {ICONS[icon]}
      </svg>
      {label}
    </button>
  );
}
