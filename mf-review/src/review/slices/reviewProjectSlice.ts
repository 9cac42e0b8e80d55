import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  isJobInFlight,
  narrateAudioAnswerSchema,
  type NarrationState,
  type NarrationStatus,
  type Project,
} from '@reeltalk/contracts';
import { createAppAsyncThunk, injectSlice, narrationFailure, watchNarration } from '@reeltalk/web-kit';
import { transcriptKey } from '../types.ts';

export interface NarrationProgress {
  jobId: string | null;
  /** 'starting' until POST /api/narrate-audio answers with the job. */
  state: NarrationState | 'starting';
  stage: string;
  percent: number;
  error: string | null;
  /** How many parts of the narration are published (review plays them while the rest is narrated); 0 for none. */
  parts: number;
}

/** What the review step does with the open project (the project itself is in the shared API's cache). */
interface ReviewProjectState {
  projectId: string | null;
  narration: NarrationProgress | null;
}

const initialState: ReviewProjectState = { projectId: null, narration: null };

const queuedNarration = (jobId: string): NarrationProgress => ({
  jobId,
  state: 'queued',
  stage: '',
  percent: 0,
  error: null,
  parts: 0,
});

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** POST /api/narrate-audio: starts (or rejoins) the project's narration job. */
export const startNarration = createAppAsyncThunk(
  'reviewProject/startNarration',
  async (projectId: string, { extra, rejectWithValue }) => {
    try {
      const answer = narrateAudioAnswerSchema.parse(
        await extra.api.post('/narrate-audio', { projectId, vocalType: 'default' }),
      );
      return answer.data.jobId;
    } catch (error) {
      return rejectWithValue(message(error));
    }
  },
  {
    condition: (_projectId, { getState }) => {
      const { narration } = (getState() as { reviewProject: ReviewProjectState }).reviewProject;
      return !(narration && (narration.state === 'starting' || isJobInFlight(narration.state)));
    },
  },
);

/** Follows a narration job's events until it completes or fails (the step reloads the project on completion). */
export const followNarration = createAppAsyncThunk(
  'reviewProject/followNarration',
  async (job: { projectId: string; jobId: string }, { extra, dispatch, signal, rejectWithValue }) => {
    try {
      return await watchNarration(job, (status) => dispatch(narrationProgressed(status)), { api: extra.api, signal });
    } catch (error) {
      return rejectWithValue(message(error));
    }
  },
);

export const reviewProjectSlice = injectSlice(
  createSlice({
    name: 'reviewProject',
    initialState,
    reducers: {
      projectOpened(state, action: PayloadAction<string>) {
        if (state.projectId === action.payload) return state;
        return { ...initialState, projectId: action.payload };
      },
      /**
       * The project as read: a narration in flight then (started by the upload step, or in an earlier visit) is
       * followed from where it is.
       */
      projectRead(state, { payload }: PayloadAction<Project>) {
        const inFlight = payload.narration;
        if (inFlight && isJobInFlight(inFlight.state) && !isJobInFlight(state.narration?.state)) {
          state.narration = { ...inFlight, error: null, parts: 0 };
        }
      },
      /** A narration another action started (a script edit, a restore, another take): followed from its queueing. */
      narrationStarted(state, { payload }: PayloadAction<string>) {
        state.narration = queuedNarration(payload);
      },
      narrationProgressed(state, { payload }: PayloadAction<NarrationStatus>) {
        if (state.narration && state.narration.jobId !== payload.jobId) return;
        // Published parts are never taken back: a status that does not count them keeps the count known.
        const known = state.narration?.jobId === payload.jobId ? state.narration.parts : 0;
        state.narration = {
          jobId: payload.jobId,
          state: payload.state,
          stage: payload.stage,
          percent: payload.percent,
          error: payload.state === 'failed' ? narrationFailure(payload) : null,
          parts: payload.parts ?? known,
        };
      },
    },
    extraReducers: (builder) => {
      builder
        .addCase(startNarration.pending, (state) => {
          state.narration = { jobId: null, state: 'starting', stage: '', percent: 0, error: null, parts: 0 };
        })
        .addCase(startNarration.fulfilled, (state, { payload }) => {
          state.narration = queuedNarration(payload);
        })
        .addCase(startNarration.rejected, (state, { payload }) => {
          state.narration = {
            jobId: null,
            state: 'failed',
            stage: '',
            percent: 0,
            error: payload ?? null,
            parts: 0,
          };
        })
        .addCase(followNarration.rejected, (state, { payload, meta }) => {
          // Leaving the step aborts the watch; that is no failure of the narration.
          if (meta.aborted || !state.narration || state.narration.jobId !== meta.arg.jobId) return;
          state.narration.state = 'failed';
          state.narration.error = payload ?? null;
        });
    },
    selectors: { selectProject: (state) => state },
  }),
);

export const { projectOpened, projectRead, narrationStarted, narrationProgressed } = reviewProjectSlice.actions;

/**
 * Opening review for a project with a source file but no transcript and no vocal audio narrates it,
 * unless a narration is already in flight or has failed in this visit (then 'Try Again' starts it).
 */
export function needsNarration(project: Project, narration: NarrationProgress | null): boolean {
  if (!project.source_document || transcriptKey(project) || project.audio_stems.vocal) return false;
  if (project.narration && isJobInFlight(project.narration.state)) return false;
  return narration === null;
}
