import { eq } from 'drizzle-orm';
import { isLanguage, type Language } from '#domain/platform/language.ts';
import type { Executor } from '../platform/db/client.ts';
import { identityAccounts } from '../platform/db/schema/index.ts';

/** The language an account chose (decision 029), kept like Auth0 keeps a user's own settings: user_metadata.language. */
export function languageOf(userMetadata: Record<string, unknown> | null | undefined): Language | undefined {
  const language = userMetadata?.['language'];
  return isLanguage(language) ? language : undefined;
}

/**
 * The language to write to an account in (its e-mails): its own choice, else undefined for the caller's
 * default (the shop's). Only the embedded provider's accounts are here; with Auth0 the caller's default applies.
 */
export async function accountLanguage(db: Executor, userId: string): Promise<Language | undefined> {
  const [row] = await db.select({ userMetadata: identityAccounts.userMetadata }).from(identityAccounts).where(eq(identityAccounts.userId, userId)).limit(1);
  return languageOf(row?.userMetadata);
}
