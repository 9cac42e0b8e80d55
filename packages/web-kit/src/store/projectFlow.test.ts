import { describe, expect, it } from 'vitest';
import { setMixing, setMusicZoneEditorOpen } from './projectFlow.ts';

describe("a step's reports to the shell", () => {
  it("are actions of the shell's projectFlow slice, each carrying its flag", () => {
    // Released remotes dispatch exactly these types: renaming one is a major change of web-kit.
    expect(setMusicZoneEditorOpen(true)).toEqual({ type: 'projectFlow/setMusicZoneEditorOpen', payload: true });
    expect(setMixing(false)).toEqual({ type: 'projectFlow/setMixing', payload: false });
  });

  it('are told apart by their creators, as the shell reduces them', () => {
    expect(setMixing.match(setMixing(true))).toBe(true);
    expect(setMixing.match(setMusicZoneEditorOpen(true))).toBe(false);
    expect(setMusicZoneEditorOpen.match(setMixing(true))).toBe(false);
  });
});
