import type { AudioStems, MusicZone, ProjectStatus, SourceDocument, VideoInfo } from '@reeltalk/contracts';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** jsonb columns read as objects and are written as JSON text (pg would turn a JS array into a Postgres array). */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

/** audio_stems as stored: everything but musicZones appears once narration and mixing have run. */
export type StoredAudioStems = Partial<Omit<AudioStems, 'musicZones'>> & { musicZones: MusicZone[] };

export interface ProjectTable {
  id: Generated<string>;
  user_id: ColumnType<string, string, never>;
  name: string;
  full_name: string | null;
  description: string | null;
  status: ColumnType<ProjectStatus, ProjectStatus | undefined, ProjectStatus>;
  genres: ColumnType<string[], string[] | undefined, string[]>;
  emotions: JsonWithDefault<string[]>;
  voice_model_id: string | null;
  source_document: ColumnType<SourceDocument | null, string | null | undefined, string | null>;
  audio_stems: JsonWithDefault<StoredAudioStems>;
  video_info: JsonWithDefault<VideoInfo>;
  settings: JsonWithDefault<Record<string, unknown>>;
  duration: number | null;
  /** The publisher whose members see and work on the project, by their permission level. */
  publisher_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
  last_modified: ColumnType<Date, Date | undefined, Date>;
}

export type ProjectRow = Selectable<ProjectTable>;
export type NewProjectRow = Insertable<ProjectTable>;
export type ProjectRowUpdate = Updateable<ProjectTable>;
