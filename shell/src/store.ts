import { combineSlices, createSlice } from '@reduxjs/toolkit';
import { createAppStore, newProjectStarted } from '@reeltalk/web-kit';

/** Counts new projects started from /app/create; the upload step remounts on each, so the create flow starts clean. */
export const createFlowSlice = createSlice({
  name: 'createFlow',
  initialState: { run: 0 },
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(newProjectStarted, (state) => {
      state.run += 1;
    });
  },
  selectors: { selectCreateFlowRun: (state) => state.run },
});

/** The root reducer remotes extend with injectSlice(slice) (combineSlices().inject underneath). */
const rootReducer = combineSlices(createFlowSlice);

export const store = createAppStore(rootReducer);
