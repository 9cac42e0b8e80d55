import { useEffect, useState, type RefObject } from 'react';
import { AUDIO_MESSAGES, audioLoadFailed } from '@reeltalk/contracts';
import { joinAudioPlayback } from '@reeltalk/web-kit';

interface MediaState {
  playing: boolean;
  /** Seconds played. */
  current: number;
  /** The element's own length once its metadata arrived; null before. */
  duration: number | null;
  /** The element knows its length, so it can be played and sought. */
  ready: boolean;
  /** The failure to show ('Failed to load audio file…'); empty while none. */
  problem: string;
}

const knownLength = (media: HTMLMediaElement) =>
  Number.isFinite(media.duration) && media.duration > 0 ? media.duration : null;

/**
 * What the player shows of its <audio>: playing, the time reached, the length, whether it is playable, and a load
 * failure. Starts over for each new source; the element pauses when another player of the app starts.
 */
export function useMediaState(audio: RefObject<HTMLAudioElement | null>, src: string | null) {
  const [state, setState] = useState<MediaState>({
    playing: false,
    current: 0,
    duration: null,
    ready: false,
    problem: '',
  });

  useEffect(() => {
    const media = audio.current;
    if (!media) return undefined;
    setState({ playing: false, current: 0, duration: null, ready: false, problem: '' });
    const update = (patch: Partial<MediaState>) => setState((current) => ({ ...current, ...patch }));
    const stopped = () => update({ playing: false });
    const metadata = () => update({ duration: knownLength(media), ready: true });
    return joinAudioPlayback(media, {
      play: () => update({ playing: true, problem: '' }),
      pause: stopped,
      ended: stopped,
      timeupdate: () => update({ current: media.currentTime }),
      seeked: () => update({ current: media.currentTime }),
      loadedmetadata: metadata,
      durationchange: metadata,
      error: () =>
        update({
          playing: false,
          problem: media.error?.message ? audioLoadFailed(media.error.message) : AUDIO_MESSAGES.loadFailed,
        }),
    });
  }, [audio, src]);

  const reportPlayFailure = () => setState((current) => ({ ...current, problem: AUDIO_MESSAGES.playFailed }));
  const showTime = (seconds: number) => setState((current) => ({ ...current, current: seconds }));
  return { ...state, reportPlayFailure, showTime };
}
