import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { exportAudioFailed, MIX_DONE_NEXT_STEP_MS, MIX_STAGES, mixCompletionText } from '@reeltalk/contracts';
import { callFailure, onStepAction, setMixing, useAppDispatch, useMixAudio, type JobProgress } from '@reeltalk/web-kit';

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
  const { call: mixAudio, progress: mixing } = useMixAudio();

  // The bar only moves forward: a reconnected stream may repeat an earlier percentage. While the job waits, the
  // stage shown so far stays, with the reason to wait beside it.
  useEffect(() => {
    if (!mixing) return;
    const { stage, percent, waiting } = mixing;
    setProgress((shown) => ({
      stage: stage || (shown?.stage ?? ''),
      percent: Math.max(shown?.percent ?? 0, percent),
      ...(waiting && { waiting }),
    }));
  }, [mixing]);

  const mix = useCallback(async () => {
    const controller = new AbortController();
    running.current = controller;
    dispatch(setMixing(true));
    setProgress({ stage: MIX_STAGES.preparing, percent: 0 });
    const result = await mixAudio(projectId, controller.signal).then(
      (mix) => ({ mix }),
      (error: unknown) => ({ problem: callFailure(error) }),
    );
    if (controller.signal.aborted) return;
    if ('mix' in result) {
      // The mix's endpoint has the project read again, so the export step plays the new mix.
      setProgress({ stage: mixCompletionText(result.mix.message), percent: 100 });
      await wait(MIX_DONE_NEXT_STEP_MS);
      if (controller.signal.aborted) return;
    }
    running.current = null;
    dispatch(setMixing(false));
    if ('mix' in result) {
      void navigate(`/app/project/${encodeURIComponent(projectId)}/export`);
    } else {
      setProgress(null);
      window.alert(exportAudioFailed(result.problem));
    }
  }, [dispatch, mixAudio, navigate, projectId]);

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
