import { createAction, type PayloadActionCreator } from '@reduxjs/toolkit';
import type { ProjectFlowState } from '@reeltalk/contracts';

/** One action creator per field of the shell's ProjectFlowState (contracts): a field without one fails the type check. */
type ProjectFlowReports = {
  [K in keyof ProjectFlowState as `set${Capitalize<K>}`]: PayloadActionCreator<ProjectFlowState[K]>;
};

/**
 * What a step reports to the shell's bottom bar, which keeps 'Mix & Export Audiobook' disabled meanwhile; the shell's
 * projectFlow slice reduces these, the step dispatches them: neither names the other's action types.
 */
export const { setMusicZoneEditorOpen, setMixing }: ProjectFlowReports = {
  setMusicZoneEditorOpen: createAction<boolean>('projectFlow/setMusicZoneEditorOpen'),
  setMixing: createAction<boolean>('projectFlow/setMixing'),
};
