import { useEffect, useRef, useState } from 'react';
import { joinAudioPlayback } from '@reeltalk/web-kit';

/**
 * A voice preview's <audio> element: play/stop, and its share of the one-audio-at-a-time rule:
 * starting it pauses every other player of the app, and it pauses when another starts.
 */
export function usePreviewAudio() {
  const ref = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const media = ref.current;
    if (!media) return undefined;
    const onStop = () => setPlaying(false);
    const release = joinAudioPlayback(media, {
      play: () => setPlaying(true),
      pause: onStop,
      ended: onStop,
      error: onStop,
    });
    return () => {
      release();
      if (!media.paused) media.pause();
    };
  }, []);

  const toggle = () => {
    const media = ref.current;
    if (!media) return;
    if (media.paused) {
      // A refused or failed start leaves the button as it was.
      Promise.resolve(media.play()).catch(() => setPlaying(false));
    } else {
      media.pause();
      media.currentTime = 0;
    }
  };

  return { ref, playing, toggle };
}
