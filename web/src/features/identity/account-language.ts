import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isLanguage, type Language } from '#domain/platform/language.ts';
import * as identity from '#domain/identity/endpoints/account.ts';
import { api } from '../../api/client.ts';
import { chooseLanguage, languageWasChosen } from '../../texts/texts.tsx';
import { myProfileQuery } from './api/profile-query.ts';
import { authSnapshot, useAuth } from './auth/auth-store.ts';

/**
 * A signed-in account remembers its language (decision 029) in its user_metadata.language, so it
 * follows the shopper to another browser and into the e-mails the server sends them.
 */

/** The top bar's choice, saved on the signed-in account; a visitor's stays in the cookie only. */
export function rememberAccountLanguage(language: Language): void {
  if (!authSnapshot().isAuthenticated) return;
  // Best effort: the screen already changed; the next choice or sign-in tries again.
  api.call(identity.setMyLanguage, { body: { language } }).catch(() => undefined);
}

/** Signed in on a browser that chose no language yet: switch to the account's, if it has one. */
export function useAccountLanguage(): void {
  const { isAuthenticated } = useAuth({ passive: true });
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isAuthenticated || languageWasChosen()) return;
    let cancelled = false;
    // The profile query's own cache: the profile page asking at the same time makes one request.
    queryClient
      .fetchQuery(myProfileQuery)
      .then((profile) => {
        const language = profile.user_metadata['language'];
        // Chosen even when it is the screen's already: the cookie then remembers it, and this stops asking.
        if (!cancelled && isLanguage(language)) void chooseLanguage(language);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [isAuthenticated, queryClient]);
}
