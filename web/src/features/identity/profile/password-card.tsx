import { ExternalLink, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import {
  MIN_PASSWORD_LENGTH,
  passwordStrengthErrors,
  passwordValidationMessage,
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
  const [open, setOpen] = useState(false);
  return (
    <ProfileCard title="Password & Security">
      {social ? (
        <SocialPasswordNotice provider={social} />
      ) : open ? (
        <ChangePasswordForm onClose={() => setOpen(false)} />
      ) : (
        <div className="space-y-4">
          <p className="flex items-start gap-2 text-sm text-slate-600">
            <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
            Use a strong password that you do not use anywhere else.
          </p>
          <Button onClick={() => setOpen(true)} variant="form">
            Change Password
          </Button>
        </div>
      )}
    </ProfileCard>
  );
}

function SocialPasswordNotice({ provider }: { provider: SocialProvider }) {
  const name = SOCIAL_PROVIDER_NAMES[provider];
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p role="note" className="rounded-lg bg-slate-50 p-4">
        You sign in with your {name} account, so there is no password to change here. Manage your password and security with {name}.
      </p>
      {provider === 'google' && (
        <a href={GOOGLE_SECURITY_URL} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1.5 ${TEXT_LINK}`}>
          Google account security
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">(opens in a new tab)</span>
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
    const weaknesses = passwordStrengthErrors(fields.newPassword);
    const message = validatePasswordChange(fields) ?? (weaknesses.length > 0 ? passwordValidationMessage(weaknesses) : null);
    setProblem(message);
    if (message) return;
    change.mutate(fields, {
      onSuccess: () => {
        toast.success('Password updated successfully!');
        onClose();
      },
      onError: (error) => {
        setProblem(profileErrorMessage(error, t));
        toast.error('Failed to update password');
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
      {passwordField('Current Password', 'currentPassword', 'current-password')}
      {passwordField('New Password', 'newPassword', 'new-password')}
      {passwordField('Confirm New Password', 'confirmPassword', 'new-password')}
      <PasswordRequirements password={fields.newPassword} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={onClose} variant="formOutline">
          Cancel
        </Button>
        <Button type="submit" disabled={change.isPending} variant="form">
          {change.isPending ? 'Updating…' : 'Update Password'}
        </Button>
      </div>
    </form>
  );
}
