import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiSuccess, Project } from '@reeltalk/contracts';
import { createAppAsyncThunk, injectSlice, newProjectStarted } from '@reeltalk/web-kit';

export interface ExportState {
  projectId: string | null;
  project: Project | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string;
}

const initialState: ExportState = { projectId: null, project: null, status: 'idle', error: '' };

/** GET /api/projects/:id: what the project summary shows. */
export const loadExportProject = createAppAsyncThunk(
  'export/loadProject',
  async (projectId: string, { extra, rejectWithValue }) => {
    try {
      return (await extra.api.get<ApiSuccess<Project>>(`/projects/${encodeURIComponent(projectId)}`)).data;
    } catch (error) {
      return rejectWithValue(error instanceof Error ? error.message : String(error));
    }
  },
);

/** The project the export step has open and its details. */
export const exportSlice = injectSlice(
  createSlice({
    name: 'export',
    initialState,
    reducers: {
      projectOpened: (state, action: PayloadAction<string>) => {
        if (state.projectId === action.payload) return;
        Object.assign(state, initialState, { projectId: action.payload });
      },
    },
    extraReducers: (builder) => {
      builder
        .addCase(newProjectStarted, () => initialState)
        .addCase(loadExportProject.pending, (state, action) => {
          if (action.meta.arg !== state.projectId) return;
          state.status = 'loading';
          state.error = '';
        })
        .addCase(loadExportProject.fulfilled, (state, action) => {
          if (action.meta.arg !== state.projectId) return;
          state.status = 'loaded';
          state.project = action.payload;
        })
        .addCase(loadExportProject.rejected, (state, action) => {
          if (action.meta.arg !== state.projectId) return;
          state.status = 'failed';
          state.error = action.payload ?? action.error.message ?? '';
        });
    },
    selectors: {
      selectProjectId: (state) => state.projectId,
      selectExport: (state) => state,
    },
  }),
);
