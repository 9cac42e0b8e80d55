import { useCallback, useEffect, useState } from 'react';
import {
  MUSIC_ZONE_MESSAGES,
  MUSIC_ZONES_MESSAGES,
  musicZoneDeleteFailed,
  musicZoneProblem,
  musicZoneSaveFailed,
  validateZoneIndex,
  type ZoneTimes,
} from '@reeltalk/contracts';
import { callFailure, setMusicZoneEditorOpen, useAppDispatch } from '@reeltalk/web-kit';
import {
  useDeleteMusicZoneMutation,
  useSaveMusicZoneMutation,
  useSetMusicZoneVolumeMutation,
} from './musicZonesApi.ts';
import { CLOSED_EDITOR, OPEN_EDITOR, pickSoundtrack, type PickedSoundtrack, type ZoneEditor } from './zoneEditor.ts';

/**
 * Making and deleting music zones: 'Add Music Zone' opens the editor, picking a soundtrack drafts the zone, dragging
 * moves or resizes it, 'Save Music Zone' checks it by the zone rule, posts it and closes the editor (with nothing
 * picked it says so instead, and Cancel closes the editor). Each change invalidates the zones, which are read again.
 */
export function useZoneEditing(projectId: string, vocalDuration: number) {
  const dispatch = useAppDispatch();
  const [saveMusicZone] = useSaveMusicZoneMutation();
  const [deleteMusicZone] = useDeleteMusicZoneMutation();
  const [setMusicZoneVolume] = useSetMusicZoneVolumeMutation();
  const [editor, setEditor] = useState<ZoneEditor>(CLOSED_EDITOR);
  const [saving, setSaving] = useState(false);
  /** Why Save did nothing: said in the editor, which stays open. */
  const [notice, setNotice] = useState('');
  const change = useCallback((next: ZoneEditor | ((current: ZoneEditor) => ZoneEditor)) => {
    setNotice('');
    setEditor(next);
  }, []);

  useEffect(() => {
    dispatch(setMusicZoneEditorOpen(editor.open));
  }, [dispatch, editor.open]);
  useEffect(() => () => void dispatch(setMusicZoneEditorOpen(false)), [dispatch]);

  const pick = useCallback(
    (soundtrack: PickedSoundtrack) => change((current) => pickSoundtrack(current, soundtrack, vocalDuration)),
    [change, vocalDuration],
  );
  /** A generated track is selected for a new zone, whatever was picked before. */
  const select = useCallback(
    (soundtrack: PickedSoundtrack) => change(pickSoundtrack(CLOSED_EDITOR, soundtrack, vocalDuration)),
    [change, vocalDuration],
  );
  const placeDraft = useCallback(
    (draft: ZoneTimes) => setEditor((current) => (current.draft ? { ...current, draft } : current)),
    [],
  );

  /** `savedZones`: how many the project holds, so a full project is told at once (the server counts again). */
  const addOrSave = async (savedZones: number) => {
    if (!editor.open) return change(OPEN_EDITOR);
    const { soundtrack, draft } = editor;
    // Nothing picked: the editor stays open and says what it needs (Cancel closes it).
    if (!soundtrack || !draft) return setNotice(MUSIC_ZONES_MESSAGES.noSoundtrackPicked);
    const problem = musicZoneProblem(draft, { vocalDuration, soundtrackDuration: soundtrack.duration, savedZones });
    if (problem) return window.alert(problem);
    setSaving(true);
    try {
      await saveMusicZone({ projectId, zone: { soundtrackId: soundtrack._id, ...draft } }).unwrap();
      change(CLOSED_EDITOR);
    } catch (reason) {
      window.alert(musicZoneSaveFailed(callFailure(reason)));
    } finally {
      setSaving(false);
    }
    return undefined;
  };

  const remove = async (index: number, zoneCount: number) => {
    const invalid = validateZoneIndex(index, zoneCount);
    if (invalid) return window.alert(invalid);
    try {
      await deleteMusicZone({ projectId, index }).unwrap();
    } catch (reason) {
      const message = callFailure(reason);
      window.alert(message === MUSIC_ZONE_MESSAGES.invalidIndex ? message : musicZoneDeleteFailed(message));
    }
    return undefined;
  };

  /** A zone's own volume changed: saved, then the list and the project are read again. */
  const setVolume = async (index: number, volume: number) => {
    try {
      await setMusicZoneVolume({ projectId, index, volume }).unwrap();
    } catch (reason) {
      window.alert(musicZoneSaveFailed(callFailure(reason)));
    }
  };

  return {
    editor,
    saving,
    notice,
    setVolume,
    pick,
    select,
    placeDraft,
    addOrSave,
    cancel: () => change(CLOSED_EDITOR),
    remove,
  };
}
