import { useEffect, useState } from 'react';
import { createPlayback, type Playback } from '../player/playback.ts';

/** The step's audio element and clock, for as long as the step is on screen. */
export function usePlayback(): Playback | null {
  const [playback, setPlayback] = useState<Playback | null>(null);
  useEffect(() => {
    const created = createPlayback();
    setPlayback(created);
    return () => created.dispose();
  }, []);
  return playback;
}
