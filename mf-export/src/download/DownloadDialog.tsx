import { downloadSizeEstimate } from '@reeltalk/contracts';
import { Button, Dialog } from '@reeltalk/web-kit';
import { AudiobookFormats } from '../audiobook/AudiobookFormats.tsx';
import { aboutSize, AUDIOBOOK_TEXTS } from '../audiobook/audiobookTexts.ts';
import { EXPORT_TEXTS } from '../exportTexts.ts';
import type { AudioFormat } from './downloadSource.ts';
import type { SubtitleFormat } from './useSubtitleDownload.ts';

interface DownloadDialogProps {
  projectId: string;
  /** The book's length, for each file's size estimate; null before it is narrated. */
  seconds: number | null;
  onAudio: (format: AudioFormat) => void;
  onVideo: () => void;
  onSubtitles: (format: SubtitleFormat) => void;
  onClose: () => void;
}

const CHOICES = [
  { testId: 'download-mp3', title: EXPORT_TEXTS.mp3, text: EXPORT_TEXTS.mp3Text, format: 'mp3' },
  { testId: 'download-wav', title: EXPORT_TEXTS.wav, text: EXPORT_TEXTS.wavText, format: 'wav' },
] as const;

const SUBTITLES = [
  { testId: 'download-srt', title: EXPORT_TEXTS.srt, text: EXPORT_TEXTS.srtText, format: 'srt' },
  { testId: 'download-vtt', title: EXPORT_TEXTS.vtt, text: EXPORT_TEXTS.vttText, format: 'vtt' },
] as const;

/** An estimate beside a choice's text, once the book's length is known. */
const withSize = (text: string, bytes: number | null) => (bytes === null ? text : `${text} · ${aboutSize(bytes)}`);

/** One file to download. */
function Choice({ testId, title, text, onChoose }: { testId: string; title: string; text: string; onChoose(): void }) {
  return (
    <button type="button" className="rt-export-choice" data-testid={testId} onClick={onChoose}>
      <span className="rt-export-choice__title">{title}</span>
      <span className="rt-export-choice__text">{text}</span>
    </button>
  );
}

/**
 * The download choice: the audiobook's audio as MP3 or WAV, its waveform video, or its subtitles as SRT or WebVTT
 * (choosing one closes the dialog), and the audiobook formats, each made, followed and downloaded in the dialog. Each
 * shows its size estimate.
 */
export function DownloadDialog({ projectId, seconds, onAudio, onVideo, onSubtitles, onClose }: DownloadDialogProps) {
  const estimate = (download: 'mp3' | 'wav' | 'video') =>
    seconds === null ? null : downloadSizeEstimate(download, seconds);
  const choose = (start: () => void) => () => {
    onClose();
    start();
  };
  return (
    <Dialog
      title={EXPORT_TEXTS.downloadTitle}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {EXPORT_TEXTS.cancel}
        </Button>
      }
    >
      <div className="rt-export-choices" data-testid="download-dialog">
        <p className="rt-export-choices__group">{EXPORT_TEXTS.audioExport}</p>
        {CHOICES.map((choice) => (
          <Choice
            key={choice.format}
            {...choice}
            text={withSize(choice.text, estimate(choice.format))}
            onChoose={choose(() => onAudio(choice.format))}
          />
        ))}
        <p className="rt-export-choices__group">{EXPORT_TEXTS.videoExport}</p>
        <Choice
          testId="download-video"
          title={EXPORT_TEXTS.video}
          text={withSize(EXPORT_TEXTS.videoText, estimate('video'))}
          onChoose={choose(onVideo)}
        />
        <p className="rt-export-choices__group">{EXPORT_TEXTS.subtitlesExport}</p>
        {SUBTITLES.map((choice) => (
          <Choice key={choice.format} {...choice} onChoose={choose(() => onSubtitles(choice.format))} />
        ))}
        {seconds !== null && (
          <>
            <p className="rt-export-choices__group">{AUDIOBOOK_TEXTS.group}</p>
            <AudiobookFormats projectId={projectId} seconds={seconds} />
          </>
        )}
      </div>
    </Dialog>
  );
}
