import { useEffect, useState } from 'react';
import { AUDIO_MESSAGES, formatClock } from '@reeltalk/contracts';
import { PlayToggle, joinAudioPlayback } from '@reeltalk/web-kit';

interface NarrationControlsProps {
  media: HTMLAudioElement;
  /** Whether the narration can be played (its address is known). */
  ready: boolean;
  vocalDuration: number;
  /** A failure before playback could start (no presigned address). */
  error: string;
}

/**
 * Play/pause of the narration on this step, with the mm:ss time and length. Starting it pauses any other player of
 * the app (a soundtrack preview); the zones' music follows it on its own.
 */
export function NarrationControls({ media, ready, vocalDuration, error }: NarrationControlsProps) {
  const [playing, setPlaying] = useState(false);
  const [second, setSecond] = useState(0);
  const [loadError, setLoadError] = useState('');

  useEffect(() => {
    const stopped = () => setPlaying(false);
    return joinAudioPlayback(media, {
      play: () => setPlaying(true),
      pause: stopped,
      ended: stopped,
      timeupdate: () => setSecond(Math.floor(media.currentTime)),
      seeked: () => setSecond(Math.floor(media.currentTime)),
      error: () => setLoadError(AUDIO_MESSAGES.loadFailed),
    });
  }, [media]);

  const toggle = () => {
    if (!media.paused) {
      media.pause();
      return;
    }
    setLoadError('');
    Promise.resolve(media.play()).catch(() => setLoadError(AUDIO_MESSAGES.playFailed));
  };

  const problem = error || loadError || (ready ? '' : AUDIO_MESSAGES.noAudioFile);
  return (
    <div className="rt-timeline__controls">
      <PlayToggle
        playing={playing}
        what="narration"
        className="rt-timeline__toggle"
        data-testid="narration-play"
        disabled={!ready}
        onClick={toggle}
      />
      <span className="rt-timeline__time" data-testid="narration-time">
        {formatClock(second)} / {formatClock(vocalDuration)}
      </span>
      {problem && (
        <span className="rt-timeline__error" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
