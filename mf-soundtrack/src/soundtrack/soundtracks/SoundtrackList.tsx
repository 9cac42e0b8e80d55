import { useState } from 'react';
import {
  SOUNDTRACK_MESSAGES,
  formatClock,
  soundtrackTag,
  soundtrackTitle,
  soundtracksLoadError,
  type Soundtrack,
} from '@reeltalk/contracts';
import { Button, PlayToggle, Spinner } from '@reeltalk/web-kit';
import { useSoundtrackPreview } from './useSoundtrackPreview.ts';

interface SoundtrackListProps {
  soundtracks: readonly Soundtrack[] | undefined;
  /** The load failure's text, if the list could not be read. */
  error: string | null;
  selectedId: string | null;
  onPick: (soundtrack: Soundtrack) => void;
}

/**
 * Available Soundtracks: each title cut to 19 characters plus '...', the 'Custom' tag on the creator's own tracks,
 * its length and a preview button. Clicking a track picks it for the zone being made; clicking it again drops it.
 */
export function SoundtrackList({ soundtracks, error, selectedId, onPick }: SoundtrackListProps) {
  const [media, setMedia] = useState<HTMLAudioElement | null>(null);
  const preview = useSoundtrackPreview(media);

  if (error) {
    return (
      <div className="rt-panel__message" role="alert">
        <p>{soundtracksLoadError(error)}</p>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </div>
    );
  }
  if (!soundtracks) return <Spinner label="Loading soundtracks..." />;
  if (soundtracks.length === 0) return <p className="rt-panel__message">{SOUNDTRACK_MESSAGES.empty}</p>;

  return (
    <>
      <ul className="rt-soundtracks" data-testid="soundtrack-list">
        {soundtracks.map((soundtrack) => {
          const selected = soundtrack._id === selectedId;
          const tag = soundtrackTag(soundtrack.type);
          const playing = preview.playingId === soundtrack._id;
          return (
            <li
              key={soundtrack._id}
              className={selected ? 'rt-track rt-track--selected' : 'rt-track'}
              data-testid="soundtrack-item"
              data-id={soundtrack._id}
              data-selected={selected}
            >
              <button
                type="button"
                className="rt-track__pick"
                data-testid="soundtrack-pick"
                aria-pressed={selected}
                title={soundtrack.short_description || soundtrack.title}
                onClick={() => onPick(soundtrack)}
              >
                <span className="rt-track__title" data-testid="soundtrack-title">
                  {soundtrackTitle(soundtrack.title)}
                </span>
                {tag && (
                  <span className="rt-track__tag" data-testid="soundtrack-tag">
                    {tag}
                  </span>
                )}
                <span className="rt-track__length">{formatClock(soundtrack.duration)}</span>
              </button>
              <PlayToggle
                playing={playing}
                what={`preview of ${soundtrack.title}`}
                className="rt-track__preview"
                data-testid="soundtrack-preview"
                data-playing={playing}
                onClick={() => void preview.toggle(soundtrack)}
              />
            </li>
          );
        })}
      </ul>
      {preview.error && (
        <p className="rt-panel__error" role="alert">
          {preview.error}
        </p>
      )}
      <audio ref={setMedia} hidden preload="none" data-testid="preview-audio" />
    </>
  );
}
