import type { ColumnType, Selectable } from 'kysely';

/** In flight while queued or active; a completed one names the video it made. */
export type VideoState = 'queued' | 'active' | 'completed' | 'failed';
export const VIDEO_IN_FLIGHT: readonly VideoState[] = ['queued', 'active'];

// Type aliases, not interfaces: kysely's withTables() needs index-compatible types.
export type WaveformVideoTable = {
  /** The media-service's job id. */
  job_id: string;
  project_id: string;
  state: VideoState;
  video_key: string | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
};

export type WaveformVideoTables = { waveform_videos: WaveformVideoTable };

export type WaveformVideoRow = Selectable<WaveformVideoTable>;
