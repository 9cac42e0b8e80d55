import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sharedFixture } from '../shared-fixtures.ts';
import { api, mediaJob, mediaServiceOf, narrationCompleted, uploadScript } from './bench-api.ts';
import { createProject, createUser, type BenchUser } from './bench-user.ts';
import { seconds, type BenchStack, type Figure, type Measurement } from './measurement.ts';
import { residentBytes, sampleMemory, type MemoryPeaks } from './process-memory.ts';

/** What the whole narration would take in memory decoded at once: 22050 Hz mono float32 (the engine's output). */
const DECODED_BYTES_PER_SECOND = 22050 * 4;
/** Issue 14's targets for a script of this size: the first part playable, and the whole book reviewable. */
const FIRST_AUDIO_TARGET_SECONDS = 5;
const REVIEWABLE_TARGET_SECONDS = 15;
/** Issue 14's target for a 600-word script of another person while a novel narrates. */
const BESIDE_NOVEL_TARGET_SECONDS = 10;
/** Long enough for the novel to be narrating when the short script is uploaded. */
const NOVEL_HEAD_START_MS = 10_000;

const megabytes = (bytes: number): string => `${Math.round(bytes / 1e6)} MB`;

interface ReviewableProject {
  source_document: { transcript?: string } | null;
  audio_stems: { vocal?: string | null; timeline?: string | null; peaks?: string | null } | null;
}

interface NarrationRun {
  /** From the upload request to the project having everything the review step shows. */
  uploadToReviewable: number;
  /** From the upload request to the first part of the narration published. */
  uploadToPlayable: number;
  /** From asking for the narration to the project having it. */
  narrating: number;
  /** Seconds of audio. */
  duration: number;
  paragraphs: { total: number; synthesized: number; reused: number };
  /** The media-service's resident memory just before the upload. */
  baseline: number;
  memory: MemoryPeaks;
}

function missingForReview({ source_document: document, audio_stems: stems }: ReviewableProject): string[] {
  const parts = {
    vocal: stems?.vocal,
    timeline: stems?.timeline,
    peaks: stems?.peaks,
    transcript: document?.transcript,
  };
  return Object.entries(parts)
    .filter(([, key]) => !key)
    .map(([name]) => name);
}

/** Upload, narration and the project read back: timed as the upload and review steps would see them. */
export async function untilReviewable(stack: BenchStack, user: BenchUser, projectId: string, file: string) {
  const started = performance.now();
  await uploadScript(stack, user, projectId, file);
  const narrationStarted = performance.now();
  const {
    data: { jobId },
  } = await api<{ data: { jobId: string } }>(stack, user, 'POST', '/narrate-audio', {
    projectId,
    vocalType: 'default',
  });
  let playable: number | undefined;
  await narrationCompleted(stack, user, jobId, (parts) => {
    if (parts > 0) playable ??= performance.now();
  });
  const { data: project } = await api<{ data: ReviewableProject }>(stack, user, 'GET', `/projects/${projectId}`);
  const reviewable = performance.now();
  const missing = missingForReview(project);
  if (missing.length > 0) throw new Error(`narration ${jobId} completed, but the project lacks ${missing.join(', ')}`);
  return {
    jobId,
    uploadToReviewable: (reviewable - started) / 1000,
    /** Until review can play the first part (a later narration publishes none: then the whole). */
    uploadToPlayable: ((playable ?? reviewable) - started) / 1000,
    narrating: (reviewable - narrationStarted) / 1000,
  };
}

/**
 * Uploads a script into a new project (its own paragraph cache, so every paragraph is read out now), narrates it with
 * the default voice and waits until the project is reviewable, sampling the media-service's memory all along.
 */
async function narrate(stack: BenchStack, file: string): Promise<NarrationRun> {
  const user = await createUser(stack);
  const projectId = await createProject(stack, user);
  const { pid } = mediaServiceOf(stack);
  const baseline = residentBytes(pid);
  const sampler = sampleMemory(pid);
  const { jobId, ...times } = await untilReviewable(stack, user, projectId, file).catch((error: unknown) => {
    sampler.stop();
    throw error;
  });
  const memory = sampler.stop();
  const { result } = await mediaJob<Pick<NarrationRun, 'duration' | 'paragraphs'>>(stack, jobId);
  return { ...times, duration: result.duration, paragraphs: result.paragraphs, baseline, memory };
}

/** Narration speed and the media-service's memory, which streams the audio rather than holding it decoded. */
function speedAndMemory(title: string, run: NarrationRun): Figure[] {
  const { paragraphs } = run;
  const fresh = paragraphs.reused === 0 ? 'all read out now' : `${paragraphs.reused} reused`;
  return [
    {
      label: `narration ${title}`,
      value:
        `audio ${Math.round(run.duration)} s in ${run.narrating.toFixed(1)} s wall → ` +
        `${(run.duration / run.narrating).toFixed(1)}× real time (${paragraphs.total} paragraphs, ${fresh})`,
    },
    {
      label: 'media-service peak RSS',
      value:
        `${megabytes(run.memory.peak)} (baseline ${megabytes(run.baseline)}; ` +
        `decoded audio would be ${megabytes(run.duration * DECODED_BYTES_PER_SECOND)})`,
    },
    { label: 'media-service + its ffmpeg, peak RSS', value: megabytes(run.memory.peakWithChildren) },
  ];
}

const uploadToReviewable: Measurement = {
  name: 'narration: upload to reviewable (ch1-6 .docx)',
  async run(context) {
    const run = await narrate(await context.stack(), sharedFixture('docx', 'pride-and-prejudice-ch1-6.docx'));
    return [
      {
        label: 'upload → first part playable in review (ch1-6 .docx)',
        value: `${seconds(run.uploadToPlayable)} (target ${FIRST_AUDIO_TARGET_SECONDS} s)`,
      },
      {
        label: 'upload → whole book reviewable (ch1-6 .docx)',
        value: `${seconds(run.uploadToReviewable)} (target ${REVIEWABLE_TARGET_SECONDS} s)`,
      },
    ];
  },
};

const chapters: Measurement = {
  name: 'narration speed and memory (ch1-6 .txt)',
  async run(context) {
    return speedAndMemory(
      'ch1-6',
      await narrate(await context.stack(), sharedFixture('texts', 'pride-and-prejudice-ch1-6.txt')),
    );
  },
};

/** The novel's first 600 words as a script of their own. */
function shortScript(): string {
  const words = readFileSync(sharedFixture('texts', 'pride-and-prejudice.txt'), 'utf8').split(/\s+/).filter(Boolean);
  const file = path.join(tmpdir(), 'reeltalk-bench-600-words.txt');
  writeFileSync(file, words.slice(0, 600).join(' '));
  return file;
}

/** Another person's 600-word script, uploaded once the novel is narrating: seconds until it is reviewable. */
async function besideTheNovel(stack: BenchStack): Promise<number> {
  await sleep(NOVEL_HEAD_START_MS);
  const user = await createUser(stack);
  const projectId = await createProject(stack, user);
  return (await untilReviewable(stack, user, projectId, shortScript())).uploadToReviewable;
}

/**
 * About 11 hours of audio: many minutes of work, so BENCH_SKIP_NOVEL=1 leaves it out. Another person's short script
 * is narrated meanwhile (a few minutes of audio beside the novel's hours).
 */
const novel: Measurement = {
  name: 'narration speed and memory (whole novel .txt), and a short script beside it',
  async run(context) {
    if (process.env.BENCH_SKIP_NOVEL === '1') return [{ label: 'whole novel', value: 'skipped (BENCH_SKIP_NOVEL=1)' }];
    const stack = await context.stack();
    const [run, beside] = await Promise.all([
      narrate(stack, sharedFixture('texts', 'pride-and-prejudice.txt')),
      besideTheNovel(stack),
    ]);
    return [
      ...speedAndMemory('whole novel', run),
      {
        label: 'upload → reviewable (600-word .txt of another user, while the novel narrates)',
        value: `${seconds(beside)} (target ${BESIDE_NOVEL_TARGET_SECONDS} s)`,
      },
    ];
  },
};

export const narration: Measurement[] = [uploadToReviewable, chapters, novel];
