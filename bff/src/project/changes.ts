import type { ProjectUpdate, VideoInfo } from '@reeltalk/contracts';
import type { ProjectRowUpdate } from './table.ts';

/** A PATCH body as database writes: plain column values, plus videoInfo keys merged into the stored object. */
export interface ProjectChanges {
  columns: ProjectRowUpdate;
  /** From the dotted keys 'videoInfo.cover_art' / 'videoInfo.video_title_caption': other videoInfo keys stay. */
  videoInfoMerge?: VideoInfo;
}

const json = (value: unknown): string => JSON.stringify(value);

/** Maps a validated PATCH body to columns; lastModified is the client's time when sent, else now. */
export function toProjectChanges(update: ProjectUpdate, now: Date): ProjectChanges {
  const columns: ProjectRowUpdate = { last_modified: update.lastModified ?? now };
  if (update.name !== undefined) columns.name = update.name;
  if (update.fullName !== undefined) columns.full_name = update.fullName;
  if (update.description !== undefined) columns.description = update.description;
  if (update.status !== undefined) columns.status = update.status;
  if (update.genres !== undefined) columns.genres = update.genres;
  if (update.emotions !== undefined) columns.emotions = json(update.emotions);
  if (update.settings !== undefined) columns.settings = json(update.settings);
  if (update.voice_model_id !== undefined) columns.voice_model_id = update.voice_model_id;

  const dotted: VideoInfo = {};
  if (update['videoInfo.cover_art'] !== undefined) dotted.cover_art = update['videoInfo.cover_art'];
  if (update['videoInfo.video_title_caption'] !== undefined) {
    dotted.video_title_caption = update['videoInfo.video_title_caption'];
  }
  if (update.videoInfo !== undefined) {
    columns.video_info = json({ ...update.videoInfo, ...dotted });
    return { columns };
  }
  return Object.keys(dotted).length > 0 ? { columns, videoInfoMerge: dotted } : { columns };
}
