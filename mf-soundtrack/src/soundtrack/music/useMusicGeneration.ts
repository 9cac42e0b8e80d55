import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isJobInFlight,
  MUSIC_DONE_CLOSE_MS,
  SOUNDTRACK_MESSAGES,
  type MusicGenerationBody,
  type Soundtrack,
} from '@reeltalk/contracts';
import { getAuthState, jobProgressOf, type JobProgress } from '@reeltalk/web-kit';
import { GenerationProblem, useGenerateTrack } from './generateTrack.ts';

/**
 * The generate-music flow: start, then the progress of the real job; on completion 100 % (the soundtrack list is
 * read again, soundtrackApi's getMusicStatus), and a second later the progress closes and the new track is handed to
 * `onGenerated` (which selects it). A failure, or no end within 10 minutes, closes the progress with an alert.
 */
export function useMusicGeneration(projectId: string, onGenerated: (soundtrack: Soundtrack) => void) {
  const { generate: generateTrack, job } = useGenerateTrack();
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const generated = useRef(onGenerated);
  generated.current = onGenerated;

  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    if (!job || !isJobInFlight(job.state)) return;
    const { stage, percent, waiting } = jobProgressOf({ queued: job.state === 'queued', ...job });
    // While the job waits, the stage shown so far stays, with the reason to wait beside it.
    setProgress((shown) => ({ stage: stage || (shown?.stage ?? ''), percent, ...(waiting && { waiting }) }));
  }, [job]);

  const generate = useCallback(
    async (form: Omit<MusicGenerationBody, 'projectId'>) => {
      if (!projectId) return window.alert(SOUNDTRACK_MESSAGES.projectIdRequired);
      if (!getAuthState().ready) return window.alert(SOUNDTRACK_MESSAGES.authNotReady);
      const watch = new AbortController();
      controller.current = watch;
      setProgress({ percent: 0, stage: '' });
      try {
        const soundtrack = await generateTrack({ ...form, projectId }, watch.signal);
        setProgress((current) => ({ percent: 100, stage: current?.stage ?? '' }));
        await new Promise((resolve) => setTimeout(resolve, MUSIC_DONE_CLOSE_MS));
        if (watch.signal.aborted) return undefined;
        setProgress(null);
        generated.current(soundtrack);
      } catch (error) {
        if (watch.signal.aborted) return undefined;
        setProgress(null);
        window.alert(error instanceof GenerationProblem ? error.message : String(error));
      }
      return undefined;
    },
    [generateTrack, projectId],
  );

  return { progress, generate };
}
