import { useEffect, useMemo, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import { AUDIO_MESSAGES, MOCK_PLAYER_SECONDS, formatClock } from '@reeltalk/contracts';
import { PlayToggle, WAVEFORM_LOOK, joinAudioPlayback } from '@reeltalk/web-kit';
import type { Waveform } from '../hooks/useReviewMedia.ts';
import { ARROW_SKIP, useReviewShortcuts, type PlayerControls } from '../hooks/useReviewShortcuts.ts';
import type { Playback } from './playback.ts';
import { ShortcutHint } from './ShortcutHint.tsx';

interface AudioPlayerProps {
  playback: Playback;
  /** The vocal track's presigned address; null when the project has no audio (yet). */
  src: string | null;
  waveform: Waveform | null;
  /** Known length in seconds (project or timeline), shown before the audio's metadata arrives. */
  duration: number | null;
  /** A failure before playback could start (no presigned address). */
  error: string;
  /**
   * `src` is a stream that grows while it plays (a MediaSource's address): the element gets it once, and redrawing the
   * waveform as it grows leaves the element's source alone (a MediaSource can be attached only once).
   */
  live?: boolean;
}

const NARROW_SCREEN = '(max-width: 600px)';

/** The whole-second playback time, re-rendering only when the second changes. */
function usePlaybackSecond(playback: Playback): number {
  const [second, setSecond] = useState(() => Math.floor(playback.media.currentTime));
  useEffect(() => playback.onTime((time) => setSecond(Math.floor(time))), [playback]);
  return second;
}

/**
 * The review player: a waveform drawn from the precomputed peaks (wavesurfer never downloads or decodes the file) over
 * the shared <audio> element, which streams the vocal track with range requests. Play/pause, 5 s back and forward,
 * seek by clicking the waveform, mm:ss current and total time, and the keyboard shortcuts while it is shown. It stays
 * at the top of the screen while the transcript scrolls under it. Starting it pauses any other player of the app.
 */
export function AudioPlayer({ playback, src, waveform, duration, error, live = false }: AudioPlayerProps) {
  const root = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const [loadError, setLoadError] = useState('');
  const second = usePlaybackSecond(playback);
  const { media } = playback;

  useEffect(() => {
    const onPause = () => setPlaying(false);
    return joinAudioPlayback(media, {
      play: () => setPlaying(true),
      pause: onPause,
      ended: onPause,
      loadedmetadata: () => setMediaDuration(Number.isFinite(media.duration) ? media.duration : null),
      error: () => setLoadError(AUDIO_MESSAGES.loadFailed),
    });
  }, [media]);

  // Without audio the player keeps the spec's mock length.
  const knownDuration = duration ?? waveform?.duration ?? (src ? null : MOCK_PLAYER_SECONDS);
  const total = knownDuration ?? mediaDuration;

  useEffect(() => {
    if (!live || !src) return undefined;
    media.src = src;
    return () => {
      media.removeAttribute('src');
      media.load();
    };
  }, [media, src, live]);

  useEffect(() => {
    if (!container.current || !waveform) return undefined;
    setLoadError('');
    const wavesurfer = WaveSurfer.create({
      container: container.current,
      media,
      // With peaks and a duration wavesurfer only sets the element's src: the browser streams it. A live stream is
      // attached above; without a url wavesurfer leaves the element's src alone.
      url: live ? undefined : (src ?? undefined),
      peaks: [waveform.peaks],
      duration: knownDuration ?? undefined,
      // A phone keeps the sticky player short so the transcript has the screen.
      height: window.matchMedia?.(NARROW_SCREEN).matches ? 56 : 96,
      ...WAVEFORM_LOOK,
      interact: Boolean(src),
      dragToSeek: true,
    });
    wavesurfer.on('error', () => setLoadError(AUDIO_MESSAGES.loadFailed));
    return () => wavesurfer.destroy();
  }, [media, src, live, waveform, knownDuration]);

  useEffect(() => playback.follow.coverWith(root.current!), [playback]);

  const controls = useMemo<PlayerControls>(
    () => ({
      playing: () => !media.paused,
      play: () => void Promise.resolve(media.play()).catch(() => setLoadError(AUDIO_MESSAGES.playFailed)),
      pause: () => media.pause(),
      skip: (seconds) => playback.skip(seconds),
    }),
    [media, playback],
  );
  useReviewShortcuts(src ? controls : null);
  const togglePlay = () => (controls.playing() ? controls.pause() : controls.play());

  const problem = error || loadError || (src ? '' : AUDIO_MESSAGES.noAudioFile);
  return (
    <div ref={root} className="rt-player" data-testid="audio-player">
      <div className="rt-player__controls">
        <button
          type="button"
          className="rt-player__skip"
          data-testid="skip-back"
          aria-label={`Back ${ARROW_SKIP} seconds`}
          title={`Back ${ARROW_SKIP} s (←)`}
          disabled={!src}
          onClick={() => controls.skip(-ARROW_SKIP)}
        >
          −{ARROW_SKIP}
        </button>
        <PlayToggle
          playing={playing}
          className="rt-player__toggle"
          data-testid="play-pause"
          title={playing ? 'Pause (Space or K)' : 'Play (Space or L)'}
          disabled={!src}
          onClick={togglePlay}
        />
        <button
          type="button"
          className="rt-player__skip"
          data-testid="skip-forward"
          aria-label={`Forward ${ARROW_SKIP} seconds`}
          title={`Forward ${ARROW_SKIP} s (→)`}
          disabled={!src}
          onClick={() => controls.skip(ARROW_SKIP)}
        >
          +{ARROW_SKIP}
        </button>
      </div>
      <div className="rt-player__body">
        <div ref={container} className="rt-player__waveform" data-testid="waveform" />
        <div className="rt-player__times">
          <span data-testid="current-time">{formatClock(second)}</span>
          {src && <ShortcutHint />}
          <span data-testid="total-time">{formatClock(total ?? 0)}</span>
        </div>
        {problem && (
          <p className="rt-player__error" role="alert">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
