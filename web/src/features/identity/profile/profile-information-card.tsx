import { useState, type FormEvent } from 'react';
import type { Profile } from '#domain/identity/api/account.ts';
import { SOCIAL_PROVIDER_NAMES, validateProfileUpdate, type SocialProvider } from '#domain/identity/password.ts';
import { ApiError } from '../../../api/client.ts';
import { useUpdateProfile } from '../api/profile.ts';
import { FormAlert, TextField } from '../../../ui/form/index.ts';
import { ProfileCard } from './card.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { useT } from '../../../texts/texts.tsx';
import type { Translate } from '#domain/texts/translate.ts';

/** storefront.md §8: a missing sign-in reads 'User not authenticated'; otherwise the server's message. */
export function profileErrorMessage(error: Error, t: Translate): string {
  return error instanceof ApiError && error.status === 401 ? t('identity.profile.notAuthenticated') : errorMessage(error);
}

/** storefront.md §2 Profile Information: Full Name, Email Address (read-only), Nickname, 'Update Profile'. */
export function ProfileInformationCard({ profile, social }: { profile: Profile; social: SocialProvider | null }) {
  const t = useT();
  const [name, setName] = useState(profile.name);
  const [nickname, setNickname] = useState(profile.nickname);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateProfile();
  const readOnly = social !== null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateProfileUpdate({ name, nickname });
    if (!checked.ok) {
      // storefront.md §5 'Name is required', the only rule of the form.
      setProblem(t(checked.message.key));
      return;
    }
    setProblem(null);
    update.mutate({ name: checked.name, nickname: checked.nickname }, { onError: (error) => setProblem(profileErrorMessage(error, t)) });
  };

  const hint = readOnly ? t('identity.profile.information.socialHint', { provider: SOCIAL_PROVIDER_NAMES[social] }) : undefined;
  return (
    <ProfileCard title={t('identity.profile.information.title')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert look="account" message={problem} />
        <TextField look="account" id="profile-name" label={t('identity.profile.information.fullName')} hint={hint} value={name} readOnly={readOnly} onValue={setName} autoComplete="name" maxLength={100} />
        <TextField look="account" id="profile-email" label={t('identity.profile.information.email')} value={profile.email ?? ''} readOnly onValue={() => undefined} />
        <TextField look="account" id="profile-nickname" label={t('identity.profile.information.nickname')} value={nickname} readOnly={readOnly} onValue={setNickname} autoComplete="nickname" maxLength={100} />
        {!readOnly && (
          <Button type="submit" disabled={update.isPending} variant="form">
            {update.isPending ? t('identity.profile.information.submitting') : t('identity.profile.information.submit')}
          </Button>
        )}
      </form>
    </ProfileCard>
  );
}
