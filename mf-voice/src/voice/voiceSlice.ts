import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  VOICE_DONE_CLOSE_MS,
  VOICE_PROCESSING_DONE,
  VOICE_PROCESSING_STAGES,
  voiceModelsFetchFailed,
  voiceProcessingFailed,
  voiceProcessingNetworkError,
  type ApiSuccess,
  type Emotion,
  type NarrationStatus,
  type ProgressStage,
  type VoiceFlowType,
} from '@reeltalk/contracts';
import {
  ApiRequestError,
  NetworkError,
  createAppAsyncThunk,
  injectSlice,
  narrationFailure,
  watchNarration,
} from '@reeltalk/web-kit';
// Shared with mf-review and mf-upload until it moves to @reeltalk/web-kit.
import type { LeaveVoicePlan } from './leavePlan.ts';
import type { VoiceModel, VoiceModelsAnswer, VoiceProject } from './voiceModels.ts';

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface VoiceState {
  projectId: string | null;
  project: VoiceProject | null;
  projectStatus: LoadStatus;
  projectError: string;
  models: VoiceModel[];
  modelsStatus: LoadStatus;
  modelsError: string;
  /** The overlay while the voice is processed: the server's stage text and percentage. */
  processing: ProgressStage | null;
}

const initialState: VoiceState = {
  projectId: null,
  project: null,
  projectStatus: 'idle',
  projectError: '',
  models: [],
  modelsStatus: 'idle',
  modelsError: '',
  processing: null,
};

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** GET /api/projects/:id */
export const loadVoiceProject = createAppAsyncThunk(
  'voice/loadProject',
  async (projectId: string, { extra, rejectWithValue }) => {
    try {
      return (await extra.api.get<ApiSuccess<VoiceProject>>(`/projects/${encodeURIComponent(projectId)}`)).data;
    } catch (error) {
      return rejectWithValue(message(error));
    }
  },
);

/** GET /api/voice-models; a failed answer reads 'Failed to fetch voice models: {status}'. */
export const loadVoiceModels = createAppAsyncThunk('voice/loadModels', async (_: void, { extra, rejectWithValue }) => {
  try {
    return (await extra.api.get<VoiceModelsAnswer>('/voice-models')).data;
  } catch (error) {
    const answered = error instanceof ApiRequestError && !(error instanceof NetworkError);
    return rejectWithValue(answered ? voiceModelsFetchFailed(error.status) : message(error));
  }
});

export interface LeaveVoiceArgs {
  projectId: string;
  plan: LeaveVoicePlan;
  emotions: Emotion[];
  voiceModelId: string | null;
  customFile: File | null;
}

/** POST /api/process-voice-emotion answer: a job to follow, or null when the server found nothing to process. */
interface ProcessVoiceAnswer {
  success: true;
  data: { jobId: string | null };
}

const firstStage = (flowType: VoiceFlowType) =>
  VOICE_PROCESSING_STAGES[flowType === 'custom' ? 'custom' : 'predefined'][0]!;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function failureText(error: unknown): string {
  if (error instanceof NetworkError) {
    const cause = (error as { cause?: unknown }).cause;
    return voiceProcessingNetworkError(cause instanceof Error ? cause.message : 'no answer from the server');
  }
  return message(error);
}

/**
 * Leaving the step for the soundtrack (spec 02 §4): with processing, sends the choices (and the custom voice file)
 * and follows the job's own progress until it completes, then holds 'Processing completed!' for a second; without,
 * saves the emotions when there are any. Resolves with whether the voice was processed.
 */
export const leaveVoiceStep = createAppAsyncThunk(
  'voice/leave',
  async (
    { projectId, plan, emotions, voiceModelId, customFile }: LeaveVoiceArgs,
    { extra, dispatch, signal, rejectWithValue },
  ) => {
    try {
      if (!plan.process) {
        if (emotions.length > 0) {
          await extra.api.patch(`/projects/${encodeURIComponent(projectId)}`, { emotions }, { signal });
        }
        return { processed: false };
      }
      dispatch(processingStarted(firstStage(plan.flowType)));
      const form = new FormData();
      // The server reads projectId before the file streams in.
      form.append('projectId', projectId);
      form.append('voiceModelId', voiceModelId ?? '');
      form.append('emotions', JSON.stringify(emotions));
      form.append('flowType', plan.flowType);
      if (customFile) form.append('customVoiceFile', customFile);
      const { data } = await extra.api.upload<ProcessVoiceAnswer>('/process-voice-emotion', form, { signal });
      if (!data.jobId) return { processed: false };

      const final = await watchNarration(data.jobId, (status) => dispatch(processingProgressed(status)), {
        api: extra.api,
        signal,
      });
      if (final.state === 'failed') throw new Error(narrationFailure(final));
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
      projectOpened(state, { payload }: PayloadAction<string>) {
        if (state.projectId === payload) return state;
        return { ...initialState, projectId: payload, models: state.models, modelsStatus: state.modelsStatus };
      },
      processingStarted(state, { payload }: PayloadAction<ProgressStage>) {
        state.processing = { text: payload.text, percent: 0 };
      },
      processingProgressed(state, { payload }: PayloadAction<NarrationStatus>) {
        if (!state.processing) return;
        if (payload.state === 'completed') {
          state.processing = { ...VOICE_PROCESSING_DONE };
          return;
        }
        // A queued job's stage is the queue's own wording, not one of the spec's stage texts: keep ours until it runs.
        state.processing = {
          text: (payload.state !== 'queued' && payload.stage) || state.processing.text,
          percent: Math.max(state.processing.percent, payload.percent),
        };
      },
    },
    extraReducers: (builder) => {
      builder
        .addCase(loadVoiceProject.pending, (state) => {
          if (!state.project) state.projectStatus = 'loading';
        })
        .addCase(loadVoiceProject.fulfilled, (state, { payload, meta }) => {
          if (meta.arg !== state.projectId) return;
          state.project = payload;
          state.projectStatus = 'loaded';
          state.projectError = '';
        })
        .addCase(loadVoiceProject.rejected, (state, { payload, meta }) => {
          if (meta.arg !== state.projectId || state.project) return;
          state.projectStatus = 'failed';
          state.projectError = payload ?? '';
        })
        .addCase(loadVoiceModels.pending, (state) => {
          state.modelsStatus = 'loading';
        })
        .addCase(loadVoiceModels.fulfilled, (state, { payload }) => {
          state.models = payload;
          state.modelsStatus = 'loaded';
          state.modelsError = '';
        })
        .addCase(loadVoiceModels.rejected, (state, { payload }) => {
          state.models = [];
          state.modelsStatus = 'failed';
          state.modelsError = payload ?? '';
        })
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

export const { projectOpened, processingStarted, processingProgressed } = voiceSlice.actions;
