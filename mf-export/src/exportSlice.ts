import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectSlice } from '@reeltalk/web-kit';

/** The project this step has open (the step's real state arrives with its issue). */
export const exportSlice = injectSlice(
  createSlice({
    name: 'export',
    initialState: { projectId: null as string | null },
    reducers: {
      projectOpened: (state, action: PayloadAction<string>) => {
        state.projectId = action.payload;
      },
    },
    selectors: { selectProjectId: (state) => state.projectId },
  }),
);
