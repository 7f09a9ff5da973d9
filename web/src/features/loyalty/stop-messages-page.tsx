import { useParams } from 'react-router';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '#domain/notifications/notifications.ts';
import { paths } from '../../paths.ts';
import { Button } from '../../ui/button.tsx';
import { errorMessage } from '../../ui/error-message.ts';
import { QueryLink } from '../../ui/query-link.tsx';
import { useT } from '../../texts/texts.tsx';
import { useStopMessages } from './api.ts';

const channelOf = (value: string | undefined): NotificationChannel => (NOTIFICATION_CHANNELS as readonly string[]).includes(value ?? '') ? (value as NotificationChannel) : 'whatsapp';

/**
 * /berhenti/{channel}/{token}: the stop link every message carries (decision 032). No sign-in: the token
 * is the member's. Opening the link stops nothing (WhatsApp and mail programs open links to preview
 * them): the member confirms with the button.
 */
export function StopMessagesPage() {
  const t = useT();
  const params = useParams();
  const channel = channelOf(params.channel);
  const stop = useStopMessages();
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-12">
      <section aria-labelledby="stop-title" className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-100">
        <h1 id="stop-title" className="text-2xl font-bold text-ink">
          {t('loyalty.stop.title', { channel })}
        </h1>
        {stop.isSuccess ? (
          <p role="status" className="mt-3 text-slate-700">
            {t.rich('loyalty.stop.done', {
              channel,
              link: (chunks) => (
                <QueryLink to={paths.loyalty.href()} className="font-semibold text-navy underline">
                  {chunks}
                </QueryLink>
              ),
            })}
          </p>
        ) : (
          <>
            <p className="mt-3 text-slate-600">{t('loyalty.stop.text', { channel })}</p>
            {stop.isError && (
              <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {errorMessage(stop.error)}
              </p>
            )}
            <Button type="button" variant="navy" size="md" className="mt-6 px-6" disabled={stop.isPending} onClick={() => stop.mutate({ channel, token: params.token ?? '' })}>
              {t('loyalty.stop.confirm')}
            </Button>
          </>
        )}
      </section>
    </main>
  );
}
