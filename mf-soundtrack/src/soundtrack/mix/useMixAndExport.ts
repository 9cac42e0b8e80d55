import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { exportAudioFailed, MIX_DONE_NEXT_STEP_MS, MIX_STAGES, mixCompletionText } from '@reeltalk/contracts';
import { onStepAction, projectChanged, setMixing, useAppDispatch, type JobProgress } from '@reeltalk/web-kit';
import { mixAudio } from '../soundtrackApi.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes over the bottom bar's 'Mix & Export Audiobook' on the soundtrack step: mixes the audiobook, showing the mix
 * job's stage and percentage, then how it ended at 100 %; a second later the export step opens with the project read
 * again, so it plays the new mix. A failure closes the progress and alerts 'Failed to export audio: …'.
 */
export function useMixAndExport(projectId: string): JobProgress | null {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const running = useRef<AbortController | null>(null);

  const mix = useCallback(async () => {
    const controller = new AbortController();
    running.current = controller;
    dispatch(setMixing(true));
    setProgress({ stage: MIX_STAGES.preparing, percent: 0 });
    const call = dispatch(
      mixAudio({
        projectId,
        // The bar only moves forward: a reconnected stream may repeat an earlier percentage. While the job waits,
        // the stage shown so far stays, with the reason to wait beside it.
        onProgress: ({ stage, percent, waiting }) =>
          setProgress((shown) => ({
            stage: stage || (shown?.stage ?? ''),
            percent: Math.max(shown?.percent ?? 0, percent),
            ...(waiting && { waiting }),
          })),
      }),
    );
    controller.signal.addEventListener('abort', () => call.abort(), { once: true });
    const result = await call;
    if (controller.signal.aborted) return;
    const mixed = mixAudio.fulfilled.match(result);
    if (mixed) {
      setProgress({ stage: mixCompletionText(result.payload.message), percent: 100 });
      dispatch(projectChanged(projectId));
      await wait(MIX_DONE_NEXT_STEP_MS);
      if (controller.signal.aborted) return;
    }
    running.current = null;
    dispatch(setMixing(false));
    if (mixed) {
      void navigate(`/app/project/${encodeURIComponent(projectId)}/export`);
    } else {
      setProgress(null);
      window.alert(exportAudioFailed(result.payload ?? result.error.message ?? ''));
    }
  }, [dispatch, navigate, projectId]);

  useEffect(
    () =>
      onStepAction(({ step, action }) => {
        if (step !== 'soundtrack' || action !== 'continue' || !projectId) return false;
        if (!running.current) void mix();
        return true;
      }),
    [mix, projectId],
  );

  // Leaving the step stops following the mix (it carries on on the server) and never navigates afterwards.
  useEffect(() => () => running.current?.abort(), []);

  return progress;
}
