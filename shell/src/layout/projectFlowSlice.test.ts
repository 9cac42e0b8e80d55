import { combineSlices } from '@reduxjs/toolkit';
import { createAppStore, newProjectStarted, setMixing, setMusicZoneEditorOpen } from '@reeltalk/web-kit';
import { describe, expect, it } from 'vitest';
import { resetProjectFlow, selectMixExportBlocked } from './projectFlowSlice.ts';

describe('the projectFlow slice', () => {
  it("reduces a step's reports made with web-kit's action creators", () => {
    const store = createAppStore(combineSlices());
    expect(store.getState()).toMatchObject({ projectFlow: { musicZoneEditorOpen: false, mixing: false } });
    store.dispatch(setMusicZoneEditorOpen(true));
    expect(store.getState()).toMatchObject({ projectFlow: { musicZoneEditorOpen: true, mixing: false } });
    expect(selectMixExportBlocked(store.getState())).toBe(true);
    store.dispatch(setMusicZoneEditorOpen(false));
    store.dispatch(setMixing(true));
    expect(store.getState()).toMatchObject({ projectFlow: { musicZoneEditorOpen: false, mixing: true } });
    expect(selectMixExportBlocked(store.getState())).toBe(true);
    store.dispatch(setMixing(false));
    expect(selectMixExportBlocked(store.getState())).toBe(false);
  });

  it('forgets the reports when the step changes or a new project starts', () => {
    const store = createAppStore(combineSlices());
    store.dispatch(setMixing(true));
    store.dispatch(resetProjectFlow());
    expect(selectMixExportBlocked(store.getState())).toBe(false);
    store.dispatch(setMusicZoneEditorOpen(true));
    store.dispatch(newProjectStarted());
    expect(selectMixExportBlocked(store.getState())).toBe(false);
  });
});
