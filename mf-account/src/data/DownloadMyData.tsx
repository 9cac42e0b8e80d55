import { useEffect, useState } from 'react';
import { Button, ProgressBar, callFailure, skipToken } from '@reeltalk/web-kit';
import { useGetAccountExportQuery, useStartAccountExportMutation } from '../accountApi.ts';
import { ACCOUNT_TEXTS } from '../accountTexts.ts';
import { Notice } from '../Notice.tsx';
import { DataRow } from './DataRow.tsx';

/** How often a running export is asked how far it has come. */
const EXPORT_POLL_MS = 1000;

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
  const [running, setRunning] = useState(false);
  const { data: status, error: pollError } = useGetAccountExportQuery(exportId ?? skipToken, {
    pollingInterval: running ? EXPORT_POLL_MS : 0,
  });

  useEffect(() => {
    if (!status || status.status === 'queued' || status.status === 'running') return;
    setRunning(false);
    if (status.status === 'done' && status.url) download(status.url);
  }, [status]);

  useEffect(() => {
    if (pollError) setRunning(false);
  }, [pollError]);

  const start = async () => {
    try {
      setExportId(await startExport().unwrap());
      setRunning(true);
    } catch {
      setRunning(false);
    }
  };

  const failure =
    (started.error && callFailure(started.error)) ||
    (pollError && callFailure(pollError)) ||
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
