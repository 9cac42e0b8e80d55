import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  NETWORK_ERROR,
  VOICE_DONE_CLOSE_MS,
  VOICE_PROCESSING_STAGES,
  voiceProcessingFailed,
  voiceProcessingNetworkError,
  type Emotion,
  type VoiceFlowType,
} from '@reeltalk/contracts';
import {
  NetworkError,
  callFailure,
  narrationInFlight,
  onStepAction,
  projectChanged,
  reelTalkApi,
  skipToken,
  useAppDispatch,
  useAppSelector,
  useNarrationQuery,
} from '@reeltalk/web-kit';
import { voiceApi } from '../voiceApi.ts';
import {
  processingEnded,
  processingFollowed,
  processingProgressed,
  processingStarted,
  voiceSlice,
} from '../voiceSlice.ts';

export interface LeaveVoiceArgs {
  projectId: string;
  /** The re-narration to run (reNarrationFlow), or null to save the emotions only. */
  flow: VoiceFlowType | null;
  emotions: Emotion[];
  voiceModelId: string | null;
  customFile: File | null;
}

const firstStage = (flowType: VoiceFlowType) =>
  VOICE_PROCESSING_STAGES[flowType === 'custom' ? 'custom' : 'predefined'][0]!;

function failureText(error: unknown): string {
  if (error instanceof NetworkError) {
    const cause = (error as { cause?: unknown }).cause;
    return voiceProcessingNetworkError(cause instanceof Error ? cause.message : 'no answer from the server');
  }
  // The failure as every endpoint gives it: no answer at all has status 0 and the network's text.
  const failed = callFailure(error);
  const unanswered = (error as { status?: unknown } | null)?.status === 0 && failed === NETWORK_ERROR;
  return unanswered ? voiceProcessingNetworkError('no answer from the server') : failed;
}

/**
 * Takes over the bottom navigation's 'Continue to Soundtrack' on this step: the choices are saved (and the voice
 * processed when reNarrationFlow says so) before the soundtrack step opens. With a re-narration to run, sends the
 * choices (and the custom voice file), follows the job in the API's cache until it completes, then holds 'Processing
 * completed!' for a second. A failure alerts and stays. `args` is null while there is nothing to save yet (the
 * project has not loaded): then the shell's own Continue runs.
 */
export function useContinueToSoundtrack(args: LeaveVoiceArgs | null) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const leaving = useRef<{ customFile: boolean; stop: AbortController } | null>(null);
  const { job } = useAppSelector(voiceSlice.selectors.selectVoice);
  const followed = useNarrationQuery(job ?? skipToken);
  const narration = followed.currentData;

  /** Ends leaving: the soundtrack step opens for `projectId`, or the failure is alerted and the step stays. */
  const end = useCallback(
    (projectId: string | null, failure?: string) => {
      leaving.current = null;
      dispatch(processingEnded());
      if (failure !== undefined) window.alert(voiceProcessingFailed(failure));
      else if (projectId) navigate(`/app/project/${encodeURIComponent(projectId)}/soundtrack`);
    },
    [dispatch, navigate],
  );

  useEffect(() => {
    const leave = async (choices: LeaveVoiceArgs, signal: AbortSignal) => {
      const { projectId, flow, emotions } = choices;
      try {
        if (!flow) {
          if (emotions.length > 0) {
            await dispatch(
              reelTalkApi.endpoints.updateProject.initiate({ id: projectId, changes: { emotions } }),
            ).unwrap();
          }
          return end(projectId);
        }
        dispatch(processingStarted(firstStage(flow)));
        const sending = dispatch(voiceApi.endpoints.processVoiceEmotion.initiate({ ...choices, flow }));
        signal.addEventListener('abort', () => sending.abort(), { once: true });
        const { jobId } = await sending.unwrap();
        if (signal.aborted) return undefined;
        if (jobId) {
          dispatch(narrationInFlight({ projectId, jobId }));
          return dispatch(processingFollowed({ projectId, jobId }));
        }
        // The server found nothing to narrate and saved the emotions only.
        dispatch(projectChanged(projectId));
        return end(projectId);
      } catch (error) {
        return signal.aborted ? undefined : end(null, failureText(error));
      }
    };

    return onStepAction(({ step, action }) => {
      if (step !== 'voice' || action !== 'continue' || !args) return false;
      if (leaving.current) return true;
      const stop = new AbortController();
      leaving.current = { customFile: args.customFile !== null, stop };
      void leave(args, stop.signal);
      return true;
    });
  }, [args, dispatch, end]);

  useEffect(() => {
    if (narration) dispatch(processingProgressed(narration));
  }, [dispatch, narration]);

  // The re-narration's end: done holds 'Processing completed!' a second and opens the soundtrack; failed alerts.
  const failure = followed.error
    ? failureText(followed.error)
    : narration?.state === 'failed'
      ? (narration.error ?? '')
      : null;
  const done = narration?.state === 'done';
  useEffect(() => {
    if (!job || (failure === null && !done)) return undefined;
    if (failure !== null) return end(null, failure);
    if (leaving.current?.customFile) dispatch(reelTalkApi.util.invalidateTags(['VoiceModels']));
    const timer = setTimeout(() => end(job.projectId), VOICE_DONE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, end, job, failure, done]);

  // Leaving the step another way stops following the job (it carries on on the server).
  useEffect(
    () => () => {
      leaving.current?.stop.abort();
      dispatch(processingEnded());
    },
    [dispatch],
  );
}
