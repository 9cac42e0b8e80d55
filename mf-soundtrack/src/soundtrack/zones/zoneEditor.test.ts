import { describe, expect, it } from 'vitest';
import { CLOSED_EDITOR, OPEN_EDITOR, draggedDraft, pickSoundtrack } from './zoneEditor.ts';

const calm = { _id: 'calm', title: 'Calm Waters', duration: 60 };
const short = { _id: 'short', title: 'Harbour Night', duration: 15 };

describe('pickSoundtrack', () => {
  it('drafts a zone from 0 to the smaller of the soundtrack and the narration, opening the editor', () => {
    expect(pickSoundtrack(CLOSED_EDITOR, calm, 42)).toEqual({
      open: true,
      soundtrack: calm,
      draft: { start_time: 0, end_time: 42 },
    });
    expect(pickSoundtrack(OPEN_EDITOR, short, 42).draft).toEqual({ start_time: 0, end_time: 15 });
  });

  it('drops the pick and its draft when the picked soundtrack is clicked again', () => {
    const picked = pickSoundtrack(OPEN_EDITOR, short, 42);
    expect(pickSoundtrack(picked, short, 42)).toEqual({ open: true, soundtrack: null, draft: null });
  });

  it('replaces the draft when another soundtrack is picked', () => {
    const picked = pickSoundtrack(OPEN_EDITOR, calm, 42);
    expect(pickSoundtrack(picked, short, 42)).toMatchObject({ soundtrack: short, draft: { end_time: 15 } });
  });
});

describe('draggedDraft', () => {
  const draft = { start_time: 0, end_time: 15 };

  it('moves the zone keeping its length, start between 0 and the narration end minus the length', () => {
    expect(draggedDraft(draft, { start: 8.04, end: 23.04 }, 30)).toEqual({ start_time: 8, end_time: 23 });
    expect(draggedDraft(draft, { start: 20, end: 35 }, 30)).toEqual({ start_time: 15, end_time: 30 });
    expect(draggedDraft({ start_time: 5, end_time: 10 }, { start: -3, end: 2 }, 30)).toEqual({
      start_time: 0,
      end_time: 5,
    });
  });

  it('resizes by the end handle: at least a second long, never past the narration', () => {
    expect(draggedDraft(draft, { start: 0, end: 5.26 }, 30)).toEqual({ start_time: 0, end_time: 5.3 });
    expect(draggedDraft({ start_time: 4, end_time: 10 }, { start: 4, end: 4.2 }, 30)).toEqual({
      start_time: 4,
      end_time: 5,
    });
    expect(draggedDraft(draft, { start: 0, end: 40 }, 30)).toEqual({ start_time: 0, end_time: 30 });
  });
});
