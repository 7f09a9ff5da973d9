import { Globe } from 'lucide-react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#domain/platform/language.ts';
import { chooseLanguage, useLanguage, useT } from '../texts/texts.tsx';

/**
 * The top bar's language control: the visitor's choice holds for every screen, persists in the `lang`
 * cookie and, when signed in, on the account (`onChosen`). Each language is named in itself.
 */
export function LanguageControl({ onChosen, className = '' }: { onChosen?: (language: Language) => void; className?: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <label className={`inline-flex items-center gap-1.5 ${className}`}>
      <Globe aria-hidden="true" className="h-3.5 w-3.5" />
      <span className="sr-only">{t('common.topBar.language')}</span>
      <select
        value={language}
        onChange={(event) => {
          const chosen = event.target.value as Language;
          void chooseLanguage(chosen).then(() => onChosen?.(chosen));
        }}
        className="cursor-pointer rounded bg-transparent py-0.5 pr-1 text-xs font-medium text-inherit outline-none focus-visible:ring-2 focus-visible:ring-white/60 [&>option]:text-slate-900"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {code.toUpperCase()} · {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
