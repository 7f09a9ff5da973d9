import { ExternalLink, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import {
  MIN_PASSWORD_LENGTH,
  passwordProblem,
  SOCIAL_PROVIDER_NAMES,
  validatePasswordChange,
  type SocialProvider,
} from '#domain/identity/password.ts';
import { useChangePassword } from '../api/profile.ts';
import { Field, FormAlert, PasswordInput } from '../../../ui/form/index.ts';
import { TEXT_LINK } from '../auth-card.tsx';
import { PasswordRequirements } from '../password-requirements.tsx';
import { ProfileCard } from './card.tsx';
import { profileErrorMessage } from './profile-information-card.tsx';
import { useT } from '../../../texts/texts.tsx';
import { Button } from '../../../ui/button.tsx';

const GOOGLE_SECURITY_URL = 'https://myaccount.google.com/security';
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** storefront.md §2 Password & Security; social accounts get a notice instead of the form. */
export function PasswordCard({ social }: { social: SocialProvider | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <ProfileCard title={t('identity.profile.password.title')}>
      {social ? (
        <SocialPasswordNotice provider={social} />
      ) : open ? (
        <ChangePasswordForm onClose={() => setOpen(false)} />
      ) : (
        <div className="space-y-4">
          <p className="flex items-start gap-2 text-sm text-slate-600">
            <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
            {t('identity.profile.password.advice')}
          </p>
          <Button onClick={() => setOpen(true)} variant="form">
            {t('identity.profile.password.change')}
          </Button>
        </div>
      )}
    </ProfileCard>
  );
}

function SocialPasswordNotice({ provider }: { provider: SocialProvider }) {
  const t = useT();
  const name = SOCIAL_PROVIDER_NAMES[provider];
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p role="note" className="rounded-lg bg-slate-50 p-4">
        {t('identity.profile.password.socialNotice', { provider: name })}
      </p>
      {provider === 'google' && (
        <a href={GOOGLE_SECURITY_URL} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1.5 ${TEXT_LINK}`}>
          {t('identity.profile.password.googleSecurity')}
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{t('identity.profile.password.opensInNewTab')}</span>
        </a>
      )}
    </div>
  );
}

/** Cancel or success closes the form and clears its fields (storefront.md §4). */
function ChangePasswordForm({ onClose }: { onClose(): void }) {
  const [fields, setFields] = useState(EMPTY);
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();
  const set = (key: keyof typeof EMPTY) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(fields) ?? passwordProblem(fields.newPassword);
    const message = found && t(found.key, found.values);
    setProblem(message);
    if (message) return;
    change.mutate(fields, {
      onSuccess: () => {
        toast.success(t('identity.answers.passwordUpdated'));
        onClose();
      },
      onError: (error) => {
        setProblem(profileErrorMessage(error, t));
        toast.error(t('identity.profile.password.updateFailed'));
      },
    });
  };

  const passwordField = (label: string, key: keyof typeof EMPTY, autoComplete: string) => (
    <Field look="account" id={`profile-${key}`} label={label}>
      <PasswordInput id={`profile-${key}`} autoComplete={autoComplete} minLength={MIN_PASSWORD_LENGTH} value={fields[key]} onChange={(e) => set(key)(e.target.value)} />
    </Field>
  );

  // noValidate: the spec's own messages (§5) report empty or short fields, not the browser's.
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert look="account" message={problem} />
      {passwordField(t('identity.profile.password.current'), 'currentPassword', 'current-password')}
      {passwordField(t('identity.profile.password.new'), 'newPassword', 'new-password')}
      {passwordField(t('identity.profile.password.confirm'), 'confirmPassword', 'new-password')}
      <PasswordRequirements password={fields.newPassword} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={onClose} variant="formOutline">
          {t('identity.profile.password.cancel')}
        </Button>
        <Button type="submit" disabled={change.isPending} variant="form">
          {change.isPending ? t('identity.profile.password.submitting') : t('identity.profile.password.submit')}
        </Button>
      </div>
    </form>
  );
}
