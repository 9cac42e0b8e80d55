import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  VOICE_DONE_CLOSE_MS,
  VOICE_PROCESSING_DONE,
  VOICE_PROCESSING_STAGES,
  NETWORK_ERROR,
  voiceProcessingFailed,
  voiceProcessingNetworkError,
  type Emotion,
  type NarrationStatus,
  type ProgressStage,
  type VoiceFlowType,
} from '@reeltalk/contracts';
import {
  NetworkError,
  callFailure,
  createAppAsyncThunk,
  injectSlice,
  jobProgressOf,
  narrationFailure,
  projectChanged,
  reelTalkApi,
  watchNarration,
  type JobProgress,
} from '@reeltalk/web-kit';
import { voiceApi } from './voiceApi.ts';

interface VoiceState {
  /** The overlay while the voice is processed: the stage text, percentage and, while the job waits, why. */
  processing: JobProgress | null;
}

const initialState: VoiceState = { processing: null };

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

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function failureText(error: unknown): string {
  if (error instanceof NetworkError) {
    const cause = (error as { cause?: unknown }).cause;
    return voiceProcessingNetworkError(cause instanceof Error ? cause.message : 'no answer from the server');
  }
  // The upload's failure, as every endpoint gives it: no answer at all has status 0 and the network's text.
  const failed = callFailure(error);
  const unanswered = (error as { status?: unknown } | null)?.status === 0 && failed === NETWORK_ERROR;
  return unanswered ? voiceProcessingNetworkError('no answer from the server') : failed;
}

/**
 * Leaving the step for the soundtrack: with a re-narration to run (reNarrationFlow), sends the choices (and the custom voice file)
 * and follows the job's own progress until it completes, then holds 'Processing completed!' for a second; without,
 * saves the emotions when there are any. Resolves with whether the voice was processed.
 */
export const leaveVoiceStep = createAppAsyncThunk(
  'voice/leave',
  async (
    { projectId, flow, emotions, voiceModelId, customFile }: LeaveVoiceArgs,
    { extra, dispatch, signal, rejectWithValue },
  ) => {
    try {
      if (!flow) {
        if (emotions.length > 0) {
          await dispatch(
            reelTalkApi.endpoints.updateProject.initiate({ id: projectId, changes: { emotions } }),
          ).unwrap();
        }
        return { processed: false };
      }
      dispatch(processingStarted(firstStage(flow)));
      const sending = dispatch(
        voiceApi.endpoints.processVoiceEmotion.initiate({ projectId, flow, emotions, voiceModelId, customFile }),
      );
      signal.addEventListener('abort', () => sending.abort(), { once: true });
      const data = await sending.unwrap();
      if (!data.jobId) {
        // The server found nothing to narrate and saved the emotions only.
        dispatch(projectChanged(projectId));
        return { processed: false };
      }

      const job = { projectId, jobId: data.jobId };
      const final = await watchNarration(job, (status) => dispatch(processingProgressed(status)), {
        api: extra.api,
        signal,
      });
      if (final.state === 'failed') throw new Error(narrationFailure(final));
      dispatch(projectChanged(projectId));
      if (customFile) dispatch(reelTalkApi.util.invalidateTags(['VoiceModels']));
      await wait(VOICE_DONE_CLOSE_MS);
      return { processed: true };
    } catch (error) {
      return rejectWithValue(voiceProcessingFailed(failureText(error)));
    }
  },
);

export const voiceSlice = injectSlice(
  createSlice({
    name: 'voice',
    initialState,
    reducers: {
      processingStarted(state, { payload }: PayloadAction<ProgressStage>) {
        state.processing = { stage: payload.text, percent: 0 };
      },
      processingProgressed(state, { payload }: PayloadAction<NarrationStatus>) {
        if (!state.processing) return;
        if (payload.state === 'done') {
          state.processing = { stage: VOICE_PROCESSING_DONE.text, percent: VOICE_PROCESSING_DONE.percent };
          return;
        }
        // The queue's own wording (a queued job, or one just taken before its first progress) is not one of the spec's
        // stage texts: ours stays, with the queue's reason to wait beside it, until the work reports its stage.
        const shown = jobProgressOf({ queued: payload.state === 'queued', ...payload });
        state.processing = {
          stage: shown.stage || state.processing.stage,
          percent: Math.max(state.processing.percent, shown.percent),
          ...(shown.waiting && { waiting: shown.waiting }),
        };
      },
    },
    extraReducers: (builder) => {
      builder
        .addCase(leaveVoiceStep.fulfilled, (state) => {
          state.processing = null;
        })
        .addCase(leaveVoiceStep.rejected, (state) => {
          state.processing = null;
        });
    },
    selectors: { selectVoice: (state) => state },
  }),
);

export const { processingStarted, processingProgressed } = voiceSlice.actions;
