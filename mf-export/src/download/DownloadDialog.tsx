import { Button, Dialog } from '@reeltalk/web-kit';
import { EXPORT_TEXTS } from '../exportTexts.ts';
import type { AudioFormat } from './downloadSource.ts';

interface DownloadDialogProps {
  onAudio: (format: AudioFormat) => void;
  onVideo: () => void;
  onClose: () => void;
}

const CHOICES = [
  { testId: 'download-mp3', title: EXPORT_TEXTS.mp3, text: EXPORT_TEXTS.mp3Text, format: 'mp3' },
  { testId: 'download-wav', title: EXPORT_TEXTS.wav, text: EXPORT_TEXTS.wavText, format: 'wav' },
] as const;

/** The download choice: the audiobook's audio as MP3 or WAV, or its waveform video. Choosing closes the dialog. */
export function DownloadDialog({ onAudio, onVideo, onClose }: DownloadDialogProps) {
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
          <button
            key={choice.format}
            type="button"
            className="rt-export-choice"
            data-testid={choice.testId}
            onClick={() => {
              onClose();
              onAudio(choice.format);
            }}
          >
            <span className="rt-export-choice__title">{choice.title}</span>
            <span className="rt-export-choice__text">{choice.text}</span>
          </button>
        ))}
        <p className="rt-export-choices__group">{EXPORT_TEXTS.videoExport}</p>
        <button
          type="button"
          className="rt-export-choice"
          data-testid="download-video"
          onClick={() => {
            onClose();
            onVideo();
          }}
        >
          <span className="rt-export-choice__title">{EXPORT_TEXTS.video}</span>
          <span className="rt-export-choice__text">{EXPORT_TEXTS.videoText}</span>
        </button>
      </div>
    </Dialog>
  );
}
