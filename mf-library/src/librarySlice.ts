import { createSlice } from '@reduxjs/toolkit';
import type { ApiSuccess, Project } from '@reeltalk/contracts';
import { createAppAsyncThunk, injectSlice } from '@reeltalk/web-kit';

/** What a library row needs of a project. */
export type LibraryProject = Pick<Project, '_id' | 'name' | 'genres' | 'status'>;

interface LibraryState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  projects: LibraryProject[];
  error: string | null;
}

const initialState: LibraryState = { status: 'idle', projects: [], error: null };

/** GET /api/projects: the caller's projects. */
export const loadProjects = createAppAsyncThunk('library/loadProjects', async (_: void, { extra, rejectWithValue }) => {
  try {
    return (await extra.api.get<ApiSuccess<LibraryProject[]>>('/projects')).data;
  } catch (error) {
    return rejectWithValue((error as Error).message);
  }
});

export const librarySlice = injectSlice(
  createSlice({
    name: 'library',
    initialState,
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addCase(loadProjects.pending, (state) => {
          state.status = 'loading';
          state.error = null;
        })
        .addCase(loadProjects.fulfilled, (state, action) => {
          state.status = 'loaded';
          state.projects = action.payload;
        })
        .addCase(loadProjects.rejected, (state, action) => {
          state.status = 'failed';
          state.error = action.payload ?? action.error.message ?? 'Unknown error';
        });
    },
    selectors: { selectLibrary: (state) => state },
  }),
);
