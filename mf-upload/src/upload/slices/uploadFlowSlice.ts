import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CREATE_FLOW_PROGRESS, type ProgressStage } from '@reeltalk/contracts';
import { injectSlice, newProjectStarted } from '@reeltalk/web-kit';
import type { UploadStage } from '../progress.ts';

/** Where the create flow is (what the server says of the narration it started is in the shared API's cache). */
interface UploadFlowState {
  status: 'idle' | 'running' | 'succeeded' | 'failed';
  /** The project already had a script: only Replacing File and Processing Audio run. */
  replacing: boolean;
  stage: UploadStage | null;
  percent: number;
  /** The create flow's message for the current percentage ('Creating project...'). */
  message: string;
  /** 'Upload failed: {message}' */
  error: string;
  /** The project this run created (kept so a retry after a failure does not create another) or replaced into. */
  projectId: string | null;
  /** The narration this run started, followed until its first part can be played. */
  jobId: string | null;
}

const initialState: UploadFlowState = {
  status: 'idle',
  replacing: false,
  stage: null,
  percent: 0,
  message: '',
  error: '',
  projectId: null,
  jobId: null,
};

export const uploadFlowSlice = injectSlice(
  createSlice({
    name: 'uploadFlow',
    initialState,
    reducers: {
      runStarted(state, { payload: replacing }: PayloadAction<boolean>) {
        return { ...initialState, projectId: state.projectId, status: 'running', replacing };
      },
      stageReached(state, { payload }: PayloadAction<{ stage: UploadStage; progress: ProgressStage }>) {
        state.stage = payload.stage;
        state.percent = payload.progress.percent;
        // The upload has a percentage but no text of its own: the last message stays.
        if (payload.progress.text) state.message = payload.progress.text;
      },
      projectCreated(state, { payload }: PayloadAction<string>) {
        state.projectId = payload;
        state.percent = CREATE_FLOW_PROGRESS.created.percent;
        state.message = CREATE_FLOW_PROGRESS.created.text;
      },
      percentReached(state, { payload }: PayloadAction<number>) {
        state.percent = Math.max(state.percent, payload);
      },
      narrationStarted(state, { payload }: PayloadAction<{ projectId: string; jobId: string }>) {
        state.projectId = payload.projectId;
        state.jobId = payload.jobId;
      },
      /** Review can open: the narration's first part plays (or the whole of it is done). */
      runSucceeded(state) {
        state.status = 'succeeded';
        state.stage = null;
        state.percent = 100;
        state.message = '';
      },
      /** On error the progress resets and the message is shown. */
      runFailed(state, { payload }: PayloadAction<string>) {
        return {
          ...initialState,
          projectId: state.projectId,
          replacing: state.replacing,
          status: 'failed',
          error: payload,
        };
      },
      uploadFlowLeft: () => initialState,
    },
    extraReducers: (builder) => {
      builder.addCase(newProjectStarted, () => initialState);
    },
    selectors: { selectUploadFlow: (state) => state },
  }),
);

export const {
  runStarted,
  stageReached,
  projectCreated,
  percentReached,
  narrationStarted,
  runSucceeded,
  runFailed,
  uploadFlowLeft,
} = uploadFlowSlice.actions;
