import { useId, useState } from 'react';
import { AUDIO_TITLE_MAX, COVER_LIMITS, EXPORT_MESSAGES, canSaveAudioTitle } from '@reeltalk/contracts';
import { Button, Dialog, useCheckedFile } from '@reeltalk/web-kit';
import { EXPORT_TEXTS } from '../exportTexts.ts';
import { coverFileProblem } from './coverFile.ts';
import { useCoverSave } from './useCoverSave.ts';

interface CoverDialogProps {
  projectId: string;
  /** The cover shown now (presigned), or null for the default. */
  coverUrl: string | null;
  title: string;
  onClose: () => void;
}

const SAVE_LABELS = {
  editing: EXPORT_MESSAGES.saveChanges,
  saving: EXPORT_MESSAGES.saving,
  saved: EXPORT_MESSAGES.saved,
} as const;

/**
 * 'Edit Cover Art & Title': an image (PNG, JPEG or WebP up to 5 MB, checked before it is sent and previewed) and the
 * audio title (at most 100 characters, Save disabled while blank).
 */
export function CoverDialog({ projectId, coverUrl, title: currentTitle, onClose }: CoverDialogProps) {
  const titleId = useId();
  const { file: image, preview, problem, choose } = useCheckedFile(coverFileProblem);
  const [title, setTitle] = useState(currentTitle);
  const { phase, save } = useCoverSave(projectId, onClose);
  const busy = phase !== 'editing';
  const shown = preview ?? coverUrl;

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog
      title={EXPORT_MESSAGES.editCoverTitle}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {EXPORT_TEXTS.cancel}
          </Button>
          <Button
            data-testid="cover-save"
            disabled={busy || !canSaveAudioTitle(title)}
            onClick={() => void save({ image, title })}
          >
            {SAVE_LABELS[phase]}
          </Button>
        </>
      }
    >
      <div className="rt-cover-form" data-testid="cover-dialog">
        <div className="rt-cover-form__image">
          {shown ? (
            <img
              className="rt-cover-form__preview"
              src={shown}
              alt={preview ? EXPORT_TEXTS.chosenImage : EXPORT_TEXTS.currentImage}
            />
          ) : (
            <div className="rt-cover-form__preview rt-cover-form__preview--empty" aria-hidden="true" />
          )}
          <label className="rt-button rt-button--secondary rt-cover-form__upload">
            {shown ? EXPORT_MESSAGES.changeImage : EXPORT_MESSAGES.uploadImage}
            <input
              type="file"
              className="rt-cover-form__file"
              accept={COVER_LIMITS.accept}
              data-testid="cover-file"
              disabled={busy}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          {problem && (
            <p className="rt-cover-form__error" role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className="rt-cover-form__field">
          <label htmlFor={titleId}>{EXPORT_MESSAGES.audioTitle}</label>
          <input
            id={titleId}
            className="rt-cover-form__title"
            data-testid="cover-title"
            maxLength={AUDIO_TITLE_MAX}
            value={title}
            disabled={busy}
            onChange={(event) => setTitle(event.target.value)}
          />
          <span className="rt-cover-form__count" aria-live="polite">
            {EXPORT_TEXTS.titleCount(title.length, AUDIO_TITLE_MAX)}
          </span>
        </div>
      </div>
    </Dialog>
  );
}
