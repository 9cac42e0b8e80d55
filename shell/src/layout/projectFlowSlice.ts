import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectSlice, newProjectStarted } from '@reeltalk/web-kit';

/** What the shell's bottom navigation needs to know about the step on screen. */
interface ProjectFlowState {
  /** The soundtrack step's music-zone editor is open. */
  musicZoneEditorOpen: boolean;
  /** The audiobook is being mixed. */
  mixing: boolean;
}

const initialState: ProjectFlowState = { musicZoneEditorOpen: false, mixing: false };

/**
 * Remotes report through this slice without importing the shell, by action type:
 * { type: 'projectFlow/setMusicZoneEditorOpen', payload: boolean } and { type: 'projectFlow/setMixing', payload: boolean }.
 */
const projectFlowSlice = injectSlice(
  createSlice({
    name: 'projectFlow',
    initialState,
    reducers: {
      setMusicZoneEditorOpen(state, action: PayloadAction<boolean>) {
        state.musicZoneEditorOpen = action.payload;
      },
      setMixing(state, action: PayloadAction<boolean>) {
        state.mixing = action.payload;
      },
      resetProjectFlow: () => initialState,
    },
    extraReducers: (builder) => builder.addCase(newProjectStarted, () => initialState),
  }),
);

export const { setMusicZoneEditorOpen, setMixing, resetProjectFlow } = projectFlowSlice.actions;

/** Mix & Export Audiobook waits while a zone is being edited or a mix is running. */
export const selectMixExportBlocked = (root: { projectFlow?: ProjectFlowState }): boolean =>
  Boolean(root.projectFlow?.musicZoneEditorOpen || root.projectFlow?.mixing);
