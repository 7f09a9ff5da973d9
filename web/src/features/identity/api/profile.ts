import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { PasswordChange, ProfileUpdate } from '#domain/identity/api/account.ts';
import * as identity from '#domain/identity/endpoints/account.ts';
import { api } from '../../../api/client.ts';
import { authActions } from '../auth/auth-store.ts';
import { useT } from '../../../texts/texts.tsx';

import { myProfileQuery, profileKeys } from './profile-query.ts';

export function useMyProfile() {
  return useQuery(myProfileQuery);
}

/**
 * storefront.md §4: data reloads after a successful update. The toasts live here, not in the form:
 * the reloaded profile re-creates the form, and a form's own callbacks would not outlive it.
 */
export function useUpdateProfile() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.call(identity.updateMyProfile, { body: update }),
    onSuccess: (profile) => {
      toast.success(t('identity.profile.updated'));
      // The header shows the name from the ID token: ask the provider for a fresh one.
      void authActions.getAccessToken({ fresh: true }).catch(() => undefined);
      queryClient.setQueryData(profileKeys.mine(), profile);
      return queryClient.invalidateQueries({ queryKey: profileKeys.mine() });
    },
    onError: () => toast.error(t('identity.profile.updateFailed')),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PasswordChange) => api.call(identity.changeMyPassword, { body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.mine() }),
  });
}
