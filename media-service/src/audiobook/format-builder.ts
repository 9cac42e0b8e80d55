import type { AcxOptions, AcxReport, AudiobookChapter, AudiobookFormat, AudioTags } from '@reeltalk/contracts';
import type { Timeline } from '../narration/timeline.ts';

/**
 * What a finished-audiobook format is made from, all of it on local disk for one run of the format's job: the
 * mastered mix, the narration's timeline (its times are the mix's), the chapters and tags, the cover.
 */
export interface AudiobookSources {
  /** The mastered mix: a 44.1 kHz stereo WAV. */
  mixWavPath: string;
  timeline: Timeline;
  chapters: AudiobookChapter[];
  tags: AudioTags;
  /** The cover as a PNG or JPEG file; null when the project has none. */
  coverPath: string | null;
  /** A folder of this run's own, removed after it. */
  workDir: string;
  ffmpegPath: string;
  /** Aborted when the job is cancelled or runs out of time: checked between steps, passed to ffmpeg. */
  signal: AbortSignal;
  /** How far the build is: its stage text and a fraction from 0 to 1. */
  progress(stage: string, fraction: number): Promise<void>;
  /** Says a text with the book's voice into a mono WAV file at `wavPath` (an ACX package's credits). */
  speak(text: string, wavPath: string): Promise<void>;
  /** The ACX package's choices (mono unless stereo; the retail sample's stretch). */
  acx: AcxOptions;
}

/** A built format: its file on local disk (the job stores it), and for ACX the measured report of every file. */
export interface BuiltAudiobook {
  path: string;
  contentType: string;
  report?: AcxReport;
}

/** Builds one format from the sources. */
export interface AudiobookFormatBuilder {
  format: AudiobookFormat;
  /** The file's extension ('m4b', 'zip', 'epub'). */
  extension: string;
  /**
   * Changes whenever the same sources would build a different file (codec, layout, rules): part of the fingerprint
   * naming the stored file, so a file of an older builder is not reused.
   */
  version: string;
  build(sources: AudiobookSources): Promise<BuiltAudiobook>;
}
