import { useState } from 'react';
import { Download } from 'lucide-react';
import { CSV_BOM, csvFileName, type CsvExportEndpoint } from '#domain/platform/csv.ts';
import type { AnyEndpoint, EndpointInput } from '#domain/platform/endpoint.ts';
import { jakartaDayOfInstant } from '#domain/platform/jakarta-time.ts';
import { api } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { errorMessage } from '../../ui/error-message.ts';
import { useT } from '../../texts/texts.tsx';

/**
 * "Export CSV" for a list (decision 024) — the list's export endpoint (domain/back-office/endpoints/exports.ts)
 * with the filters the list shows, saved as `<file>-<Jakarta day>.csv`. The call carries the bearer
 * token like every other, so the file is fetched and then handed to the browser as a download. One line
 * per list: `<CsvExportButton endpoint={adminExports.exportCases} query={filters} file="cases" />`.
 */
export function CsvExportButton<List extends AnyEndpoint>({
  endpoint,
  query,
  file,
}: {
  endpoint: CsvExportEndpoint<List>;
  query: EndpointInput<CsvExportEndpoint<List>>['query'];
  file: string;
}) {
  const t = useT();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      const input = { query: Object.fromEntries(Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== '')) };
      const text = (await api.call(endpoint as AnyEndpoint, input as never)) as unknown;
      // fetch's text() drops the byte-order mark; Excel needs it to read UTF-8.
      const blob = new Blob([CSV_BOM, typeof text === 'string' ? text : ''], { type: 'text/csv;charset=utf-8' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = csvFileName(file, jakartaDayOfInstant(new Date()));
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: errorMessage(error, t('common.ui.somethingWentWrong')) });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" className="inline-flex items-center gap-2 px-4" disabled={state.busy} onClick={() => void download()}>
        <Download size={16} aria-hidden="true" />
        {state.busy ? t('backOffice.exports.busy') : t('backOffice.exports.button')}
      </Button>
      {state.error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {state.error}
        </p>
      )}
    </div>
  );
}
