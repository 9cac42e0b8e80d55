import { createSlice } from '@reduxjs/toolkit';
import type { ProjectFlowState } from '@reeltalk/contracts';
import { injectSlice, newProjectStarted, setMixing, setMusicZoneEditorOpen } from '@reeltalk/web-kit';

const initialState: ProjectFlowState = { musicZoneEditorOpen: false, mixing: false };

/** What the shell's bottom navigation knows of the step on screen, as the step reports it with web-kit's actions. */
const projectFlowSlice = injectSlice(
  createSlice({
    name: 'projectFlow',
    initialState,
    reducers: {
      resetProjectFlow: () => initialState,
    },
    extraReducers: (builder) =>
      builder
        .addCase(setMusicZoneEditorOpen, (state, action) => {
          state.musicZoneEditorOpen = action.payload;
        })
        .addCase(setMixing, (state, action) => {
          state.mixing = action.payload;
        })
        .addCase(newProjectStarted, () => initialState),
  }),
);

export const { resetProjectFlow } = projectFlowSlice.actions;

/** Mix & Export Audiobook waits while a zone is being edited or a mix is running. */
export const selectMixExportBlocked = (root: { projectFlow?: ProjectFlowState }): boolean =>
  Boolean(root.projectFlow?.musicZoneEditorOpen || root.projectFlow?.mixing);
