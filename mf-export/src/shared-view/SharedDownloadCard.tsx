import { downloadFailed } from '@reeltalk/contracts';
import { Button, callFailure } from '@reeltalk/web-kit';
import { useState } from 'react';
import { startDownload } from '../download/startDownload.ts';
import { useLazyGetSharedAudioUrlQuery } from './sharedApi.ts';
import { sharedDownloadProblem } from './sharedDownload.ts';
import type { SharedLink } from './sharedLink.ts';
import { SHARED_TEXTS } from './sharedTexts.ts';

interface SharedDownloadCardProps {
  link: SharedLink;
  /** The final mix's MP3, and its WAV when the share has one. */
  mp3Key: string | null;
  wavKey: string | null;
  title: string;
}

/** 'Download' on the shared page: the final mix as MP3 (or WAV), saved by the browser straight from storage. */
export function SharedDownloadCard({ link, mp3Key, wavKey, title }: SharedDownloadCardProps) {
  const [fetchUrl] = useLazyGetSharedAudioUrlQuery();
  const [busy, setBusy] = useState<'mp3' | 'wav' | null>(null);
  const [problem, setProblem] = useState('');

  const download = async (format: 'mp3' | 'wav', s3Key: string | null) => {
    const missing = sharedDownloadProblem(link, s3Key);
    setProblem(missing);
    if (missing || !s3Key) return;
    setBusy(format);
    const answer = await fetchUrl({ link, s3Key, download: true });
    setBusy(null);
    if (answer.data) startDownload(answer.data, `${title}.${format}`);
    else setProblem(downloadFailed(callFailure(answer.error)));
  };

  return (
    <section className="rt-shared-card" data-testid="shared-download" aria-labelledby="rt-shared-download-title">
      <h2 id="rt-shared-download-title" className="rt-shared-card__title">
        {SHARED_TEXTS.downloadHeading}
      </h2>
      <p className="rt-shared-muted">{SHARED_TEXTS.downloadHint}</p>
      <div className="rt-shared-card__actions">
        <Button data-testid="shared-download-mp3" disabled={busy !== null} onClick={() => void download('mp3', mp3Key)}>
          {busy === 'mp3' ? SHARED_TEXTS.preparing : SHARED_TEXTS.downloadMp3}
        </Button>
        {wavKey && (
          <Button
            variant="secondary"
            data-testid="shared-download-wav"
            disabled={busy !== null}
            onClick={() => void download('wav', wavKey)}
          >
            {busy === 'wav' ? SHARED_TEXTS.preparing : SHARED_TEXTS.downloadWav}
          </Button>
        )}
      </div>
      {problem && (
        <p className="rt-shared-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
