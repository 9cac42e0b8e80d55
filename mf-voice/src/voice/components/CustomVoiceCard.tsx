import { useRef, useState, type ChangeEvent } from 'react';
import { CUSTOM_VOICE_MIME_TYPES, VOICE_MESSAGES, validateCustomVoiceFile } from '@reeltalk/contracts';

const ACCEPT = ['.mp3', '.wav', ...CUSTOM_VOICE_MIME_TYPES].join(',');

interface CustomVoiceCardProps {
  file: File | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** 'Train A Custom Voice': a voice sample (MP3 or WAV, at most 3 MB) checked here before it is kept. */
export function CustomVoiceCard({ file, onChoose, onRemove }: CustomVoiceCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again is seen.
    event.target.value = '';
    if (!chosen) return;
    const problem = validateCustomVoiceFile(chosen);
    setError(problem);
    if (!problem) onChoose(chosen);
  };

  return (
    <article
      className="rt-voice-card rt-voice-card--custom"
      data-testid="custom-voice-card"
      data-selected={file !== null}
    >
      <header className="rt-voice-card__header">
        <h3 className="rt-voice-card__name">{VOICE_MESSAGES.trainCustomVoice}</h3>
      </header>
      <p className="rt-voice-card__description">
        ReelTalk measures your sample&apos;s pitch and pace and tunes a narration voice to match it.
      </p>
      <p className="rt-voice-card__hint">MP3 or WAV, up to 3MB.</p>
      <input
        ref={input}
        id="custom-voice-file"
        className="rt-voice-card__file-input"
        data-testid="custom-voice-input"
        type="file"
        accept={ACCEPT}
        aria-label="Custom voice file"
        onChange={onChange}
      />
      {file ? (
        <div className="rt-voice-card__file">
          <span className="rt-voice-card__file-name" data-testid="custom-voice-file-name">
            {file.name}
          </span>
          <button
            type="button"
            className="rt-voice-card__remove"
            data-testid="custom-voice-remove"
            aria-label={`Remove ${file.name}`}
            onClick={() => {
              setError('');
              onRemove();
            }}
          >
            Remove
          </button>
        </div>
      ) : (
        <div className="rt-voice-card__actions">
          <button type="button" className="rt-voice-card__select" onClick={() => input.current?.click()}>
            Choose File
          </button>
        </div>
      )}
      {error && (
        <p className="rt-voice-card__error" role="alert" data-testid="custom-voice-error">
          {error}
        </p>
      )}
    </article>
  );
}
