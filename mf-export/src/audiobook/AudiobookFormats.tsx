import { useState } from 'react';
import {
  AUDIOBOOK_FORMAT_TEXTS,
  isJobInFlight,
  type AudiobookFormatStart,
  type AudiobookFormatState,
} from '@reeltalk/contracts';
import { Button, callFailure, ProgressBar, useMixAudio } from '@reeltalk/web-kit';
import { startDownload } from '../download/startDownload.ts';
import { AcxChoices } from './AcxChoices.tsx';
import { AcxReport } from './AcxReport.tsx';
import { useAudiobookFormatJobQuery, useAudiobookFormatsQuery, useStartAudiobookFormatMutation } from './api.ts';
import { aboutSize, AUDIOBOOK_TEXTS as TEXTS, sizeText } from './audiobookTexts.ts';

interface FormatRowProps {
  projectId: string;
  seconds: number;
  listed: AudiobookFormatState;
}

/**
 * One format: its name and estimate; then, as it goes, Make (for ACX after its choices), the job's progress bar, the
 * ACX report, and the download of the file. Making it first brings the mix up to date with the project (a new
 * title, say), as the other downloads do.
 */
function FormatRow({ projectId, seconds, listed }: FormatRowProps) {
  const { call: mixAudio } = useMixAudio();
  const { format } = listed;
  const [start, started] = useStartAudiobookFormatMutation();
  const [updating, setUpdating] = useState(false);
  const [failure, setFailure] = useState('');
  const inFlight = listed.job && isJobInFlight(listed.job.state) ? listed.job.jobId : undefined;
  const followed = useAudiobookFormatJobQuery({ projectId, format, jobId: inFlight ?? '' }, { skip: !inFlight }).data;
  const state = inFlight && followed ? followed : listed;
  const { job, file } = state;
  const busy = updating || started.isLoading || isJobInFlight(job?.state);

  const make = async (options: AudiobookFormatStart) => {
    setFailure('');
    setUpdating(true);
    const mixed = await mixAudio(projectId).then(
      () => '',
      (error: unknown) => callFailure(error),
    );
    setUpdating(false);
    if (mixed) return setFailure(mixed);
    const answer = await start({ projectId, format, options });
    if (answer.error) setFailure(callFailure(answer.error));
  };

  const texts = AUDIOBOOK_FORMAT_TEXTS[format];
  const failed = job?.state === 'failed' || job?.state === 'cancelled' ? job.error : null;
  return (
    <li className="rt-audiobook-format" data-testid={`format-${format}`}>
      <div className="rt-audiobook-format__head">
        <span className="rt-export-choice__title">{texts.title}</span>
        <span className="rt-audiobook-format__size">
          {file ? sizeText(file.bytes) : aboutSize(state.estimatedBytes)}
        </span>
      </div>
      <span className="rt-export-choice__text">{texts.text}</span>
      {(updating || isJobInFlight(job?.state)) && (
        <div className="rt-audiobook-format__progress" data-testid={`format-${format}-progress`}>
          <ProgressBar percent={updating ? 0 : Math.round(job?.percent ?? 0)} label={texts.title} />
          <span className="rt-audiobook-format__stage">
            {updating ? TEXTS.updating : `${job?.stage ?? ''} ${Math.round(job?.percent ?? 0)}%`}
          </span>
        </div>
      )}
      {(failure || failed) && (
        <p className="rt-audiobook-format__problem" role="alert">
          {failure || failed}
        </p>
      )}
      {file?.report && <AcxReport report={file.report} />}
      {file && !busy ? (
        <Button data-testid={`download-${format}`} onClick={() => startDownload(file.url, file.name)}>
          {TEXTS.download} ({sizeText(file.bytes)})
        </Button>
      ) : null}
      {!busy && format === 'acx' && (
        <AcxChoices seconds={seconds} busy={busy} onMake={(options) => void make(options)} />
      )}
      {!busy && !file && format !== 'acx' && (
        <Button variant="secondary" data-testid={`make-${format}`} onClick={() => void make({})}>
          {failed ? TEXTS.tryAgain : TEXTS.make}
        </Button>
      )}
    </li>
  );
}

/** The finished audiobook's formats (M4B, ACX package, read-along EPUB) of the download dialog. */
export function AudiobookFormats({ projectId, seconds }: { projectId: string; seconds: number }) {
  const { data, error } = useAudiobookFormatsQuery(projectId);
  if (error) {
    return (
      <p className="rt-audiobook-format__problem" role="alert">
        {callFailure(error)}
      </p>
    );
  }
  return (
    <ul className="rt-audiobook-formats" data-testid="audiobook-formats" aria-busy={!data}>
      {data?.formats.map((listed: AudiobookFormatState) => (
        <FormatRow key={listed.format} projectId={projectId} seconds={seconds} listed={listed} />
      ))}
    </ul>
  );
}
