import { useEffect, useRef, useState } from 'react';
import { AUDIO_MESSAGES, formatClock, type LibraryProject } from '@reeltalk/contracts';
import { fetchAudioUrl, joinAudioPlayback, PlayToggle, useAppDispatch } from '@reeltalk/web-kit';

/** The track a row plays: the mix, else the narration; null when the project has neither yet. */
export const playableKey = ({ audio_stems }: LibraryProject): string | null => audio_stems.mix ?? audio_stems.vocal;

/**
 * Play/pause with elapsed / total for one row. The element is given its presigned address only on the first play
 * (rows never load audio just by being listed); starting it pauses any other player of the app.
 */
export function InlinePlayer({ project, audioKey }: { project: LibraryProject; audioKey: string }) {
  const dispatch = useAppDispatch();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [duration, setDuration] = useState<number | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    const media = audio.current!;
    const stopped = () => setPlaying(false);
    return joinAudioPlayback(media, {
      play: () => setPlaying(true),
      pause: stopped,
      ended: stopped,
      timeupdate: () => setElapsed(media.currentTime),
      loadedmetadata: () => setDuration(Number.isFinite(media.duration) ? media.duration : null),
      error: () => setProblem(AUDIO_MESSAGES.loadFailed),
    });
  }, []);

  const toggle = async () => {
    const media = audio.current!;
    if (!media.paused) {
      media.pause();
      return;
    }
    setProblem('');
    let url: string;
    try {
      url = await dispatch(fetchAudioUrl(audioKey)).unwrap();
    } catch {
      setProblem(AUDIO_MESSAGES.presignedUrlFailed);
      return;
    }
    // A fresh address (the cached one expired) keeps the place reached.
    if (media.src !== url) {
      const at = media.currentTime;
      media.src = url;
      media.currentTime = at;
    }
    Promise.resolve(media.play()).catch(() => setProblem(AUDIO_MESSAGES.playFailed));
  };

  const total = duration ?? project.audio_stems.vocal_duration ?? 0;
  return (
    <div className="library-player" onClick={(event) => event.stopPropagation()}>
      <PlayToggle
        playing={playing}
        what={project.name}
        className="library-player__toggle"
        data-testid="library-play"
        onClick={() => void toggle()}
      />
      <span className="library-player__time" data-testid="library-play-time">
        {formatClock(elapsed)} / {formatClock(total)}
      </span>
      {problem && (
        <span className="library-player__error" role="alert">
          {problem}
        </span>
      )}
      <audio ref={audio} preload="none" data-testid="library-audio" />
    </div>
  );
}
