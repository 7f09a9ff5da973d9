import { useState, type FormEvent } from 'react';
import type { NotificationSettings } from '#domain/notifications/api/settings.ts';
import { formatDate } from '#domain/platform/format.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#domain/platform/language.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert, SelectField, TextField, useFormProblems } from '../../ui/form/index.ts';
import { useLanguage, useT } from '../../texts/texts.tsx';
import { useChangeMessageSettings, useMessageSettings } from './api.ts';

/**
 * The member's messages (decision 032): the language they are written in, e-mail on or off, and WhatsApp,
 * which goes only to a number the member consents to here (or gave at the till). Switching a channel off
 * stops it at once; every change is recorded on the server with when and where.
 */
export function MessageSettingsCard({ membershipNumber }: { membershipNumber: string }) {
  const settings = useMessageSettings(membershipNumber);
  if (!settings.data) return null;
  // Keyed by what the server holds: after a save the form starts again from it.
  return <MessageSettingsForm key={JSON.stringify(settings.data)} membershipNumber={membershipNumber} settings={settings.data} />;
}

function MessageSettingsForm({ membershipNumber, settings }: { membershipNumber: string; settings: NotificationSettings }) {
  const t = useT();
  const screenLanguage = useLanguage();
  const change = useChangeMessageSettings(membershipNumber);
  const problems = useFormProblems();
  const [language, setLanguage] = useState<Language>(settings.language);
  const [email, setEmail] = useState(settings.email.enabled);
  const [whatsapp, setWhatsapp] = useState(settings.whatsapp.enabled);
  const [phone, setPhone] = useState(settings.whatsapp.phone ?? '');

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    problems.clear();
    change.mutate(
      { language, email: { enabled: email }, whatsapp: whatsapp ? { enabled: true, phone } : { enabled: false } },
      { onError: (error) => problems.fail(error) },
    );
  };

  return (
    <section aria-labelledby="messages-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-100">
      <h2 id="messages-title" className="text-xl font-bold text-ink">
        {t('loyalty.messages.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">{t('loyalty.messages.intro')}</p>
      <form onSubmit={save} noValidate className="mt-5 grid max-w-3xl gap-5">
        <SelectField look="account" id="messages-language" label={t('loyalty.messages.language')} value={language} onValue={(value) => setLanguage(value as Language)} controlClassName="sm:max-w-xs" problem={problems.of('language')}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-3 text-sm font-semibold text-ink">
          <input type="checkbox" className="size-5 accent-brand" checked={email} onChange={(e) => setEmail(e.target.checked)} />
          {t('loyalty.messages.email')}
        </label>
        <div className="grid gap-3">
          <label className="flex items-start gap-3 text-sm text-ink">
            <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand" checked={whatsapp} onChange={(e) => setWhatsapp(e.target.checked)} />
            <span>
              <span className="block font-semibold">{t('loyalty.messages.whatsapp')}</span>
              <span className="block text-slate-600">{t('loyalty.messages.whatsappConsent')}</span>
            </span>
          </label>
          {whatsapp && (
            <TextField
              look="account"
              id="messages-phone"
              label={t('loyalty.messages.phone')}
              hint={t('loyalty.messages.phoneHint')}
              value={phone}
              onValue={setPhone}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              className="sm:max-w-xs sm:pl-8"
              problem={problems.of('phone')}
            />
          )}
          {settings.whatsapp.enabled && settings.whatsapp.phone && settings.whatsapp.consentedAt && (
            <p role="status" className="text-sm text-slate-600">
              {t('loyalty.messages.consentedAt', {
                phone: settings.whatsapp.phone,
                date: formatDate(settings.whatsapp.consentedAt, screenLanguage),
                source: settings.whatsapp.consentSource ?? 'other',
              })}
            </p>
          )}
        </div>
        <FormAlert look="account" message={problems.form} />
        <div>
          <Button type="submit" variant="navy" size="md" className="px-6" disabled={change.isPending}>
            {t('loyalty.messages.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
