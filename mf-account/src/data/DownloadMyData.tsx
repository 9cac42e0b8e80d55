import { useEffect, useState } from 'react';
import { isJobInFlight } from '@reeltalk/contracts';
import { Button, ProgressBar, callFailure, skipToken } from '@reeltalk/web-kit';
import { useGetAccountExportQuery, useStartAccountExportMutation } from '../accountApi.ts';
import { ACCOUNT_TEXTS } from '../accountTexts.ts';
import { Notice } from '../Notice.tsx';
import { DataRow } from './DataRow.tsx';

/** Saves the ZIP under the name its signed address gives it (the storage answers it as an attachment). */
function download(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** 'Download my data': starts the export job, follows its progress, then downloads the ZIP. */
export function DownloadMyData() {
  const [startExport, started] = useStartAccountExportMutation();
  const [exportId, setExportId] = useState<string | null>(null);
  // The export job, followed in the cache from its first read to its end.
  const { data: status, error: readError } = useGetAccountExportQuery(exportId ?? skipToken);
  const running = exportId !== null && !readError && (!status || isJobInFlight(status.status));

  useEffect(() => {
    if (status?.status === 'done' && status.url) download(status.url);
  }, [status?.status, status?.url]);

  const start = async () => {
    setExportId(null);
    setExportId(
      await startExport()
        .unwrap()
        .catch(() => null),
    );
  };

  const failure =
    (started.error && callFailure(started.error)) ||
    (readError && callFailure(readError)) ||
    (status?.status === 'failed' || status?.status === 'cancelled' ? (status.error ?? status.stage) : '');
  const done = !running && status?.status === 'done';

  return (
    <DataRow
      title={ACCOUNT_TEXTS.downloadData}
      text={ACCOUNT_TEXTS.downloadDataText}
      testId="download-my-data"
      action={
        <Button variant="secondary" onClick={() => void start()} disabled={running || started.isLoading}>
          {running ? ACCOUNT_TEXTS.preparingData : ACCOUNT_TEXTS.downloadData}
        </Button>
      }
    >
      {running && (
        <div className="account-export-progress">
          <ProgressBar percent={status?.percent ?? 0} label={ACCOUNT_TEXTS.preparingData} />
          <span className="account-muted" data-testid="export-stage">
            {status?.stage || ACCOUNT_TEXTS.preparingData} {Math.round(status?.percent ?? 0)}%
          </span>
        </div>
      )}
      <Notice kind="success" text={done ? ACCOUNT_TEXTS.dataReady : ''} />
      <Notice kind="error" text={running ? '' : failure} />
    </DataRow>
  );
}
