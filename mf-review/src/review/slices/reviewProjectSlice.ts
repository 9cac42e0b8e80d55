import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isJobInFlight, type NarrationState, type Project } from '@reeltalk/contracts';
import { callFailure, injectSlice, narrationApi } from '@reeltalk/web-kit';
import { transcriptKey } from '../types.ts';

/** The narration as the review step shows it (its job's status is in the shared API's cache). */
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

/** Starting a narration from this step: until POST /api/narrate-audio answers, or why it could not start. */
export type NarrationStart = { state: 'starting' } | { state: 'failed'; error: string };

/** Which narration the review step follows for the open project (the project and the job are in the API's cache). */
interface ReviewProjectState {
  projectId: string | null;
  /** The narration job followed: read with the project, started here, or started by another action. */
  jobId: string | null;
  start: NarrationStart | null;
}

const initialState: ReviewProjectState = { projectId: null, jobId: null, start: null };

const { narrateProject } = narrationApi.endpoints;

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
        if (inFlight && isJobInFlight(inFlight.state) && state.start?.state !== 'starting') {
          state.jobId = inFlight.jobId;
          state.start = null;
        }
      },
      /** A narration another action started (a script edit, a restore, another take): followed from its queueing. */
      narrationStarted(state, { payload }: PayloadAction<string>) {
        state.jobId = payload;
        state.start = null;
      },
    },
    extraReducers: (builder) => {
      // The open project's narration started here (or by the upload step for the same project).
      const forOpenProject = (state: ReviewProjectState, projectId: string) => state.projectId === projectId;
      builder
        .addMatcher(narrateProject.matchPending, (state, { meta }) => {
          if (forOpenProject(state, meta.arg.originalArgs)) state.start = { state: 'starting' };
        })
        .addMatcher(narrateProject.matchFulfilled, (state, { payload, meta }) => {
          if (!forOpenProject(state, meta.arg.originalArgs)) return;
          state.jobId = payload;
          state.start = null;
        })
        .addMatcher(narrateProject.matchRejected, (state, { payload, error, meta }) => {
          if (!forOpenProject(state, meta.arg.originalArgs)) return;
          state.start = { state: 'failed', error: callFailure(payload ?? error) };
        });
    },
    selectors: { selectProject: (state) => state },
  }),
);

export const { projectOpened, projectRead, narrationStarted } = reviewProjectSlice.actions;

/**
 * Opening review for a project with a source file but no transcript and no vocal audio narrates it,
 * unless a narration is already in flight or has failed in this visit (then 'Try Again' starts it).
 */
export function needsNarration(project: Project, narration: NarrationProgress | null): boolean {
  if (!project.source_document || transcriptKey(project) || project.audio_stems.vocal) return false;
  if (project.narration && isJobInFlight(project.narration.state)) return false;
  return narration === null;
}
