import { useEffect, useRef, useState } from 'react';
import { AUDIO_MESSAGES, type Soundtrack } from '@reeltalk/contracts';
import { fetchAudioUrl, joinAudioPlayback, useAppDispatch } from '@reeltalk/web-kit';

/**
 * The soundtrack list's one preview player: plays a track's preview, or pauses it when it is the one playing. It
 * takes part in the one-source-at-a-time rule, so a preview stops the narration and the narration stops it.
 */
export function useSoundtrackPreview(media: HTMLAudioElement | null) {
  const dispatch = useAppDispatch();
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [error, setError] = useState('');
  const wanted = useRef<string | null>(null);

  useEffect(() => {
    if (!media) return undefined;
    const stopped = () => setPlayingId(null);
    return joinAudioPlayback(media, {
      play: () => setPlayingId(wanted.current),
      pause: stopped,
      ended: stopped,
    });
  }, [media]);

  const toggle = async (soundtrack: Soundtrack) => {
    if (!media) return;
    if (playingId === soundtrack._id) {
      media.pause();
      return;
    }
    setError('');
    try {
      const url = await dispatch(fetchAudioUrl(soundtrack.source_audio.preview)).unwrap();
      wanted.current = soundtrack._id;
      if (media.src !== url) media.src = url;
      await media.play();
    } catch {
      setError(media.src ? AUDIO_MESSAGES.playFailed : AUDIO_MESSAGES.presignedUrlFailed);
    }
  };

  return { playingId, error, toggle };
}
