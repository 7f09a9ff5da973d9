import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../ui/button.tsx';
import { ApiError } from '../../api/client.ts';
import { errorMessage } from '../../ui/error-message.ts';
import { useT } from '../../texts/texts.tsx';
import { useMemberMessages, useRecordWhatsappConsent } from './api.ts';
import { ConsentCheckbox, TextField } from './pos-dialog.tsx';

/**
 * Decision 032, at the till: an attached member who gets no WhatsApp messages yet may agree here, with
 * the number; the consent is recorded with this store and cashier, and this sale's points receipt goes
 * there. A member who agreed sees where their receipts go.
 */
export function WhatsAppConsent({ membershipNumber, storeId }: { membershipNumber: string; storeId: string | null }) {
  const t = useT();
  const messages = useMemberMessages(membershipNumber);
  const consentGiven = useRecordWhatsappConsent(membershipNumber, storeId);
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<{ phone?: string; consent?: string; form?: string }>({});
  if (!messages.data) return null;
  const { whatsapp } = messages.data;

  const record = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phone = String(new FormData(event.currentTarget).get('phone') ?? '').trim();
    if (!consent) return setProblems({ consent: t('pos.whatsapp.needConsent') });
    try {
      const settings = await consentGiven.mutateAsync(phone);
      setProblems({});
      toast.success(t('pos.whatsapp.saved', { phone: settings.whatsapp.phone ?? phone }));
    } catch (error) {
      const phoneProblem = error instanceof ApiError ? error.fields.phone : undefined;
      setProblems(phoneProblem ? { phone: phoneProblem } : { form: errorMessage(error) });
    }
  };

  return (
    <section aria-labelledby="pos-whatsapp-title" className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id="pos-whatsapp-title" className="text-sm font-semibold text-ink">
        {t('pos.whatsapp.title')}
      </h3>
      {whatsapp.enabled ? (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {t('pos.whatsapp.on', { phone: whatsapp.phone ?? '' })}
        </p>
      ) : (
        <form onSubmit={(event) => void record(event)} noValidate className="mt-2 space-y-3">
          <p className="text-sm text-slate-600">{t('pos.whatsapp.off')}</p>
          <div className="sm:max-w-xs">
            <TextField label={t('pos.whatsapp.phone')} name="phone" type="tel" inputMode="tel" error={problems.phone} />
          </div>
          <ConsentCheckbox label={t('pos.whatsapp.consent')} checked={consent} onChecked={setConsent} error={problems.consent} />
          <Button type="submit" variant="outline" size="md" className="px-5" disabled={consentGiven.isPending}>
            {t('pos.whatsapp.save')}
          </Button>
          {problems.form && (
            <p role="alert" className="text-sm text-red-700">
              {problems.form}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
