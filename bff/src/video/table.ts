import type { JobRowColumns } from '../jobs/job-rows.ts';

// Type aliases, not interfaces: kysely's withTables() needs index-compatible types.
/** A waveform video job of a project: once its end is recorded, a done one names the video it made. */
export type WaveformVideoTable = JobRowColumns & {
  video_key: string | null;
};

export type WaveformVideoTables = { waveform_videos: WaveformVideoTable };
