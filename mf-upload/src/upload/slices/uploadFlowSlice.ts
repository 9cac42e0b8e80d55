import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  CREATE_FLOW_PROGRESS,
  NEW_PROJECT_STATUS,
  uploadFailed,
  type CreateProjectBody,
  narrateAudioAnswerSchema,
  type NarrationStatus,
  type ProgressStage,
} from '@reeltalk/contracts';
import {
  callFailure,
  createAppAsyncThunk,
  injectSlice,
  narrationFailure,
  newProjectStarted,
  projectChanged,
  reelTalkApi,
  watchNarration,
} from '@reeltalk/web-kit';
import { narrationBarPercent, uploadBarPercent, type UploadStage } from '../progress.ts';
import { uploadApi } from '../uploadApi.ts';

interface UploadFlowState {
  status: 'idle' | 'running' | 'succeeded' | 'failed';
  /** The project already had a script: only Replacing File and Processing Audio run. */
  replacing: boolean;
  stage: UploadStage | null;
  percent: number;
  /** The create flow's message for the current percentage ('Creating project...'). */
  message: string;
  /** What the narration job is doing now, as it reports it. */
  narrationStage: string;
  /** 'Upload failed: {message}' */
  error: string;
  /** The project this run created (kept so a retry after a failure does not create another) or replaced into. */
  projectId: string | null;
}

const initialState: UploadFlowState = {
  status: 'idle',
  replacing: false,
  stage: null,
  percent: 0,
  message: '',
  narrationStage: '',
  error: '',
  projectId: null,
};

interface UploadScriptArgs {
  file: File;
  name: string;
  genres: string[];
  /** The route's project (/app/project/:id/upload); absent on a new project. */
  existing: { projectId: string; hasScript: boolean; detailsChanged: boolean } | null;
}

/**
 * The create flow: create the project (status In Progress) or take the route's, upload the script
 * (replacing any earlier one), start its narration and follow the job until its first part can be played (or to its
 * end). Progress is the real work's: the bytes sent and the narration's own percentage.
 */
export const uploadScript = createAppAsyncThunk(
  'uploadFlow/uploadScript',
  async (
    { file, name, genres, existing }: UploadScriptArgs,
    { extra, dispatch, getState, signal, rejectWithValue },
  ) => {
    const replacing = existing?.hasScript ?? false;
    let projectId = existing?.projectId ?? (getState() as { uploadFlow: UploadFlowState }).uploadFlow.projectId;
    try {
      if (!projectId) {
        dispatch(stageReached({ stage: 'creating', progress: CREATE_FLOW_PROGRESS.creating }));
        const body: CreateProjectBody = { name, genres, status: NEW_PROJECT_STATUS };
        projectId = (await dispatch(reelTalkApi.endpoints.createProject.initiate(body)).unwrap())._id;
        dispatch(projectCreated(projectId));
      } else if (existing?.detailsChanged) {
        const changes = { name, genres };
        await dispatch(reelTalkApi.endpoints.updateProject.initiate({ id: projectId, changes })).unwrap();
      }

      const uploadStart = replacing ? CREATE_FLOW_PROGRESS.replaceStarted : CREATE_FLOW_PROGRESS.uploadStarted;
      dispatch(stageReached({ stage: 'uploading', progress: uploadStart }));
      const upload = dispatch(
        uploadApi.endpoints.uploadScriptFile.initiate({
          projectId,
          file,
          onProgress: ({ percent }) => dispatch(percentReached(uploadBarPercent(replacing, percent))),
        }),
      );
      signal.addEventListener('abort', () => upload.abort(), { once: true });
      await upload.unwrap();

      dispatch(stageReached({ stage: 'narrating', progress: CREATE_FLOW_PROGRESS.narrating }));
      const started = narrateAudioAnswerSchema.parse(
        await extra.api.post('/narrate-audio', { projectId, vocalType: 'default' }, { signal }),
      );
      const job = { projectId, jobId: started.data.jobId };
      // Review opens as soon as the first part of the narration plays; it follows the rest there.
      const final = await watchNarration(job, (status) => dispatch(narrationProgressed(status)), {
        api: extra.api,
        signal,
        until: (status) => (status.parts ?? 0) > 0,
      });
      if (final.state === 'failed') throw new Error(narrationFailure(final));
      return projectId;
    } catch (error) {
      return rejectWithValue(uploadFailed(callFailure(error)));
    } finally {
      // Whatever got done (details, script, narration) shows wherever the project is read.
      if (projectId) dispatch(projectChanged(projectId));
    }
  },
);

export const uploadFlowSlice = injectSlice(
  createSlice({
    name: 'uploadFlow',
    initialState,
    reducers: {
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
      narrationProgressed(state, { payload }: PayloadAction<NarrationStatus>) {
        state.percent = Math.max(state.percent, narrationBarPercent(payload.percent));
        state.narrationStage = payload.stage;
      },
      uploadFlowLeft: () => initialState,
    },
    extraReducers: (builder) => {
      builder
        .addCase(newProjectStarted, () => initialState)
        .addCase(uploadScript.pending, (state, { meta }) => {
          state.status = 'running';
          state.replacing = meta.arg.existing?.hasScript ?? false;
          state.stage = null;
          state.percent = 0;
          state.message = '';
          state.narrationStage = '';
          state.error = '';
        })
        .addCase(uploadScript.fulfilled, (state, { payload }) => {
          state.status = 'succeeded';
          state.projectId = payload;
          state.stage = null;
          state.percent = 100;
          state.message = '';
        })
        .addCase(uploadScript.rejected, (state, { payload, error, meta }) => {
          // Leaving the step aborts the run: nothing to show when coming back.
          if (meta.aborted) return initialState;
          // On error the progress resets and the message is shown.
          state.status = 'failed';
          state.stage = null;
          state.percent = 0;
          state.message = '';
          state.narrationStage = '';
          state.error = payload ?? uploadFailed(error.message ?? '');
        });
    },
    selectors: { selectUploadFlow: (state) => state },
  }),
);

export const { stageReached, projectCreated, percentReached, narrationProgressed, uploadFlowLeft } =
  uploadFlowSlice.actions;
