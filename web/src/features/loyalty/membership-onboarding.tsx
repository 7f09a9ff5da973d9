import { CreditCard, Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { LinkCodeResponse } from '#domain/loyalty/api/membership.ts';
import { Button } from '../../ui/button.tsx';
import { errorMessage } from '../../ui/error-message.ts';
import { useAuth } from '../identity/index.ts';
import { useT } from '../../texts/texts.tsx';
import { useJoinProgramme, useLinkCard, useRequestLinkCode } from './api.ts';
import { browserDeviceId, rememberedReferralCode } from './referral-storage.ts';

/**
 * /loyalty for a signed-in account without a membership (decision 009): join the programme online, or
 * link the card one already has with a code sent to the member's e-mail.
 */
export function MembershipOnboarding() {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('loyalty.onboarding.title')}</h1>
        <p className="mt-2 text-slate-600">{t('loyalty.onboarding.intro')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <JoinCard />
        <LinkCardForm />
      </div>
    </div>
  );
}

function Card({ icon, title, titleId, children }: { icon: ReactNode; title: string; titleId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-100">
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-bold text-ink">
        {icon} {title}
      </h2>
      {children}
    </section>
  );
}

function Field({ label, name, defaultValue, inputMode, autoComplete, required = true, hint, maxLength = 80 }: {
  label: string;
  /** The join's and link's limits (domain/loyalty/api/membership.ts): names 80, a phone 20, a code 6. */
  maxLength?: number;
  name: string;
  defaultValue?: string;
  inputMode?: 'numeric' | 'text' | 'tel';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={defaultValue}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
        required={required}
        className="h-11 rounded-lg border border-slate-300 px-3 text-ink focus:border-navy focus:outline-2 focus:outline-navy/30"
      />
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
    </div>
  );
}

function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {errorMessage(error)}
    </p>
  );
}

const formText = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '').trim();

function JoinCard() {
  const t = useT();
  const { user } = useAuth();
  const join = useJoinProgramme();
  const [first = '', ...rest] = (user?.name ?? '').trim().split(/\s+/);
  // A friend's referral link opened in this browser (decision 033).
  const [referralCode] = useState(rememberedReferralCode);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const deviceId = browserDeviceId();
    join.mutate({
      firstName: formText(form, 'firstName'),
      lastName: formText(form, 'lastName'),
      phone: formText(form, 'phone'),
      ...(referralCode ? { referralCode } : {}),
      ...(deviceId ? { deviceId } : {}),
    });
  };
  return (
    <Card icon={<Sparkles aria-hidden="true" className="size-5 text-brand" />} title={t('loyalty.onboarding.join.title')} titleId="join-title">
      <p className="mt-2 text-sm text-slate-600">
        {t.rich('loyalty.onboarding.join.text', {
          email: user?.email ?? '',
          strong: (chunks) => <strong className="break-words">{chunks}</strong>,
        })}
      </p>
      <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('loyalty.onboarding.join.firstName')} name="firstName" defaultValue={first} autoComplete="given-name" />
          <Field label={t('loyalty.onboarding.join.lastName')} name="lastName" defaultValue={rest.join(' ')} autoComplete="family-name" required={false} />
          <Field label={t('loyalty.onboarding.join.phone')} name="phone" inputMode="tel" autoComplete="tel" required={false} maxLength={20} />
        </div>
        {referralCode && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{t('loyalty.referral.invited', { code: referralCode })}</p>
        )}
        <FormError error={join.error} />
        <Button type="submit" variant="navy" size="md" disabled={join.isPending}>
          {t('loyalty.onboarding.join.submit')}
        </Button>
      </form>
    </Card>
  );
}

/** Link my card: the membership number, then the 6-digit code from the member's e-mail. */
function LinkCardForm() {
  const t = useT();
  const requestCode = useRequestLinkCode();
  const link = useLinkCard();
  const [sent, setSent] = useState<{ membershipNumber: string; answer: LinkCodeResponse } | null>(null);

  const onRequest = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const membershipNumber = formText(event.currentTarget, 'membershipNumber');
    requestCode.mutate({ membershipNumber }, { onSuccess: (answer) => setSent({ membershipNumber, answer }) });
  };
  const onLink = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sent) link.mutate({ membershipNumber: sent.membershipNumber, code: formText(event.currentTarget, 'code') });
  };

  return (
    <Card icon={<CreditCard aria-hidden="true" className="size-5 text-brand" />} title={t('loyalty.onboarding.link.title')} titleId="link-card-title">
      <p className="mt-2 text-sm text-slate-600">{t('loyalty.onboarding.link.text')}</p>
      {sent ? (
        <form onSubmit={onLink} className="mt-4 flex flex-col gap-4">
          <p role="status" className="rounded-lg bg-paper px-3 py-2 text-sm text-slate-700">
            {t.rich('loyalty.onboarding.link.sent', {
              email: sent.answer.sentTo,
              number: sent.membershipNumber,
              minutes: sent.answer.expiresInMinutes,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <Field label={t('loyalty.onboarding.link.code')} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} hint={t('loyalty.onboarding.link.codeHint')} />
          <FormError error={link.error} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="navy" size="md" className="flex-1 px-5" disabled={link.isPending}>
              {t('loyalty.onboarding.link.submit')}
            </Button>
            <Button type="button" variant="outline" size="md" className="px-5" onClick={() => { setSent(null); link.reset(); }}>
              {t('loyalty.onboarding.link.changeNumber')}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={onRequest} className="mt-4 flex flex-col gap-4">
          <Field label={t('loyalty.onboarding.link.membershipNumber')} name="membershipNumber" autoComplete="off" maxLength={20} hint={t('loyalty.onboarding.link.membershipNumberHint')} />
          <FormError error={requestCode.error} />
          <Button type="submit" variant="navy" size="md" disabled={requestCode.isPending}>
            {t('loyalty.onboarding.link.sendCode')}
          </Button>
        </form>
      )}
    </Card>
  );
}
