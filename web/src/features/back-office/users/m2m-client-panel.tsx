import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { M2mClientSecret } from '#domain/identity/api/m2m-client.ts';
import * as identityEndpoints from '#domain/identity/endpoints/account.ts';
import { formatDateTime } from '#domain/platform/format.ts';
import { api } from '../../../api/client.ts';
import { Button } from '../../../ui/button.tsx';
import { useConfirm } from '../../../ui/confirm-dialog.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { useT } from '../../../texts/texts.tsx';
import { Panel } from '../admin-page.tsx';

/**
 * The embedded provider's machine-to-machine client (decision 037): what an integrator gives Auth0's
 * SDKs. The secret is shown only on request, and showing or rotating it is written to the audit log.
 */
export function M2mClientPanel() {
  const t = useT();
  const [confirm, dialog] = useConfirm();
  const [revealed, setRevealed] = useState<M2mClientSecret | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const client = useQuery({ queryKey: ['admin', 'm2m-client'], queryFn: ({ signal }) => api.call(identityEndpoints.getM2mClient, {}, { signal }), retry: false });
  const reveal = useMutation({ mutationFn: () => api.call(identityEndpoints.revealM2mSecret, {}) });
  const rotate = useMutation({ mutationFn: () => api.call(identityEndpoints.rotateM2mSecret, {}) });

  // A provider without the panel's endpoints (an Auth0 tenant) shows nothing here.
  if (client.isPending || client.isError) return null;
  const shown = revealed ?? client.data;
  const failed = (error: unknown) => setProblem(errorMessage(error, t('common.ui.somethingWentWrong')));

  const onReveal = () => {
    setProblem(null);
    reveal.mutate(undefined, { onSuccess: setRevealed, onError: failed });
  };
  const onRotate = async () => {
    if (!(await confirm(t('backOffice.users.m2m.rotateConfirm'), { yes: t('backOffice.users.m2m.rotate'), no: t('backOffice.users.blockNo') }))) return;
    setProblem(null);
    rotate.mutate(undefined, {
      onSuccess: (answer) => {
        setRevealed(answer);
        setNotice(t('backOffice.users.m2m.rotated'));
        void client.refetch();
      },
      onError: failed,
    });
  };

  return (
    <Panel title={t('backOffice.users.m2m.title')}>
      <p className="mb-3 text-sm text-slate-700">{t('backOffice.users.m2m.intro')}</p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-slate-700">{t('backOffice.users.m2m.clientId')}</dt>
        <dd className="break-all font-mono">{shown.clientId}</dd>
        <dt className="font-semibold text-slate-700">{t('backOffice.users.m2m.domain')}</dt>
        <dd className="break-all font-mono">{shown.domain.replace(/^https:\/\//, '')}</dd>
        <dt className="font-semibold text-slate-700">{t('backOffice.users.m2m.audience')}</dt>
        <dd className="break-all font-mono">{shown.managementAudience}</dd>
        <dt className="font-semibold text-slate-700">{t('backOffice.users.m2m.secret')}</dt>
        <dd className="break-all font-mono">{revealed ? revealed.clientSecret : '••••••••••••'}</dd>
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {shown.source === 'configuration' || !shown.since
          ? t('backOffice.users.m2m.fromConfiguration')
          : t('backOffice.users.m2m.generatedSince', { since: formatDateTime(shown.since, t.language) })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {!revealed && shown.source === 'generated' && (
          <Button variant="outline" size="sm" className="h-8 px-3 text-xs" disabled={reveal.isPending} onClick={onReveal}>
            {t('backOffice.users.m2m.show')}
          </Button>
        )}
        {shown.source === 'generated' && (
          <Button variant="outline" size="sm" className="h-8 px-3 text-xs" disabled={rotate.isPending} onClick={() => void onRotate()}>
            {t('backOffice.users.m2m.rotate')}
          </Button>
        )}
      </div>
      {notice && (
        <p role="status" className="mt-2 text-sm font-medium text-emerald-800">
          {notice}
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      {dialog}
    </Panel>
  );
}
