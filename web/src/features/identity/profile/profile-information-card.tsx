import { useState, type FormEvent } from 'react';
import type { Profile } from '#domain/identity/api/account.ts';
import { validateProfileUpdate, type SocialProvider } from '#domain/identity/password.ts';
import { ApiError } from '../../../api/client.ts';
import { useUpdateProfile } from '../api/profile.ts';
import { Field, FormError, INPUT_CLASS } from '../form-controls.tsx';
import { ProfileCard, SOCIAL_PROVIDER_NAMES } from './card.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';

/** storefront.md §8: a missing sign-in reads 'User not authenticated'; otherwise the server's message. */
export function profileErrorMessage(error: Error): string {
  return error instanceof ApiError && error.status === 401 ? 'User not authenticated' : errorMessage(error);
}

/** storefront.md §2 Profile Information: Full Name, Email Address (read-only), Nickname, 'Update Profile'. */
export function ProfileInformationCard({ profile, social }: { profile: Profile; social: SocialProvider | null }) {
  const [name, setName] = useState(profile.name);
  const [nickname, setNickname] = useState(profile.nickname);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateProfile();
  const readOnly = social !== null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateProfileUpdate({ name, nickname });
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    update.mutate({ name: checked.name, nickname: checked.nickname }, { onError: (error) => setProblem(profileErrorMessage(error)) });
  };

  const hint = readOnly ? `Your name and nickname come from your ${SOCIAL_PROVIDER_NAMES[social]} account and cannot be changed here.` : undefined;
  return (
    <ProfileCard title="Profile Information">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError message={problem} />
        <Field label="Full Name" hint={hint}>
          {(id) => (
            <input id={id} value={name} readOnly={readOnly} onChange={(e) => setName(e.target.value)} autoComplete="name" className={INPUT_CLASS} />
          )}
        </Field>
        <Field label="Email Address">
          {(id) => <input id={id} value={profile.email ?? ''} readOnly className={INPUT_CLASS} />}
        </Field>
        <Field label="Nickname">
          {(id) => (
            <input id={id} value={nickname} readOnly={readOnly} onChange={(e) => setNickname(e.target.value)} autoComplete="nickname" className={INPUT_CLASS} />
          )}
        </Field>
        {!readOnly && (
          <Button type="submit" disabled={update.isPending} variant="form">
            {update.isPending ? 'Updating…' : 'Update Profile'}
          </Button>
        )}
      </form>
    </ProfileCard>
  );
}
