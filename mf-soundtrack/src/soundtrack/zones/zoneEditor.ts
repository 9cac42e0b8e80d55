import {
  draftZone,
  moveZone,
  resizeZone,
  soundtrackSeconds,
  type Soundtrack,
  type ZoneTimes,
} from '@reeltalk/contracts';

/** What the editor keeps of the picked soundtrack: enough to draw, check and save the zone before the list rereads. */
export type PickedSoundtrack = Pick<Soundtrack, '_id' | 'title' | 'duration'>;

/** The music-zone editor: open or not, the soundtrack picked for the new zone and the draft zone's times. */
export interface ZoneEditor {
  open: boolean;
  soundtrack: PickedSoundtrack | null;
  draft: ZoneTimes | null;
}

export const CLOSED_EDITOR: ZoneEditor = { open: false, soundtrack: null, draft: null };

/** 'Add Music Zone' opens the editor with nothing picked yet. */
export const OPEN_EDITOR: ZoneEditor = { open: true, soundtrack: null, draft: null };

/**
 * Picking a soundtrack drafts a zone from 0 to the smaller of its duration and the narration's (and opens the editor);
 * picking the one already picked drops it and its draft.
 */
export function pickSoundtrack(editor: ZoneEditor, soundtrack: PickedSoundtrack, vocalDuration: number): ZoneEditor {
  if (editor.soundtrack?._id === soundtrack._id) return OPEN_EDITOR;
  const { _id, title, duration } = soundtrack;
  return {
    open: true,
    soundtrack: { _id, title, duration },
    draft: draftZone(soundtrackSeconds(duration), vocalDuration),
  };
}

/** Region positions are kept to a tenth of a second: finer than a pointer places them, and stable to store. */
const tenth = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * Where a dragged draft lands: when its length changed the end handle was dragged (resize: end in [start + 1 s,
 * narration's end]); otherwise the zone was moved (start in [0, narration's end − length], length kept).
 */
export function draggedDraft(
  draft: ZoneTimes,
  region: { start: number; end: number },
  vocalDuration: number,
): ZoneTimes {
  const length = draft.end_time - draft.start_time;
  const resized = Math.abs(region.end - region.start - length) > 0.01;
  return resized
    ? resizeZone(draft, tenth(region.end), vocalDuration)
    : moveZone(draft, tenth(region.start), vocalDuration);
}
