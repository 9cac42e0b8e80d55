import {
  JOB_KINDS,
  pronunciationDictionarySchema,
  prosodySchema,
  VOICE_FLOW_TYPES,
  type NarrationResult,
} from '@reeltalk/contracts';
import { z } from 'zod';
import { chapteredCues, srtCues, webVttCues } from '../audio/index.ts';
import { JobFailure, type JobKind } from '../queue/job-runner.ts';
import { orderedProgress, percentBetween } from '../queue/ordered-progress.ts';
import { narrationOutputPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { scriptReader } from '../script/script-versions.ts';
import { AssembledNarrations, assemblyKey, narrationFiles } from './assembled-narrations.ts';
import { assembleVocal } from './assemble.ts';
import type { NarrationEngine } from './engine/index.ts';
import { layOut } from './layout.ts';
import { narrateParagraphs } from './narrate-paragraphs.ts';
import { NarrationParts } from './narration-parts.ts';
import { ParagraphCache } from './paragraph-cache.ts';
import { NARRATION_STAGES, progressPlan } from './progress-plan.ts';
import { narrationChapters, narrationWords, timelineDuration, timelineJson } from './timeline.ts';
import { VOCAL_MASTER_EXTENSION } from './vocal-master.ts';

/** The shortest time between two reports of the narrating stage's progress. */
const REPORT_MS = 250;

export const narrationInputSchema = z.object({
  /** An uploaded document of the project, or a script version stored for it (its units, with their takes). */
  sourceKey: z.string(),
  voice: z.string(),
  prosody: prosodySchema,
  /** Set when the voice step re-narrates: its flow type picks the voice step's stage texts. */
  flowType: z.enum(VOICE_FLOW_TYPES).optional(),
  /** The project's pronunciation dictionary (optional: jobs queued before dictionaries existed still parse). */
  pronunciations: pronunciationDictionarySchema.optional(),
});
export type NarrationInput = z.infer<typeof narrationInputSchema>;

/**
 * Narrates a script paragraph by paragraph, each kept in storage (samples, its own MP3) under a hash of its words,
 * voice, prosody and engine version, then joins them (with pauses) into one MP3 and a lossless master and writes the
 * SRT, the timeline and the peaks. A project's first narration is published in parts as it goes (review plays them)
 * and joined from them. A run after an interruption finds the paragraphs already made and only narrates the rest. A
 * run whose paragraphs, order and pauses were all assembled before answers those files instead of joining them again.
 */
export function narrationJob(deps: {
  storage: ObjectStorage;
  engine: NarrationEngine;
  ffmpegPath: string;
  timeLimitMinutes: number;
}): JobKind<NarrationInput, NarrationResult> {
  const { storage, engine } = deps;
  return {
    kind: JOB_KINDS.narration,
    input: narrationInputSchema,
    doneStage: NARRATION_STAGES.done,
    label: 'The narration',
    // The script's length is known only once it is read: one limit for any book.
    timeLimitMinutes: deps.timeLimitMinutes,
    async run({ jobId, projectId, input, signal, progress, publish }) {
      const plan = progressPlan(input.flowType);
      const { narrating, encoding } = plan;
      await progress(plan.reading.stage, plan.reading.percent);
      const readUnits = scriptReader(projectId, input.sourceKey);
      if (!readUnits || !(await storage.head(input.sourceKey))) throw new JobFailure('The script file was not found.');
      const units = await readUnits(storage);
      if (units.length === 0) throw new JobFailure('The script has no text to narrate.');

      const cache = new ParagraphCache(storage, projectId, deps.ffmpegPath);
      const assemblies = new AssembledNarrations(storage, projectId);
      const previous = await assemblies.latest();
      const prefix = narrationOutputPrefix(projectId, jobId);
      // A project's first narration is published part by part, so that review plays the first chapter while the
      // rest is narrated. A later one leaves the project's current narration playing until it is done.
      const parts = previous
        ? undefined
        : new NarrationParts({ units, storage, cache, prefix: `${prefix}parts/`, publish, signal });
      const reportedNarrating = { percent: -1, at: 0 };
      const { narrated, counts } = await narrateParagraphs({
        units,
        reading: { voice: input.voice, prosody: input.prosody, pronunciations: input.pronunciations },
        engine,
        cache,
        known: new Map(previous?.placed.map(({ hash, audio }) => [hash, audio])),
        signal,
        onDone: async (count, narrated) => {
          parts?.narrated(narrated);
          const percent = Math.floor(narrating.from + ((narrating.to - narrating.from) * count) / units.length);
          // Each report is a write: at most one per whole percent and a few a second (paragraphs already narrated
          // are done thousands a second), and always the first and the last.
          const now = performance.now();
          const last = reportedNarrating;
          if (count > 1 && count < units.length && (percent <= last.percent || now - last.at < REPORT_MS)) return;
          Object.assign(last, { percent, at: now });
          await progress(narrating.stage, percent);
        },
      })
        // Whatever happens next, no part is still being written once the job is done.
        .finally(() => parts?.settled());

      const layout = layOut(narrated);
      if (layout.totalSamples === 0) throw new JobFailure('The script has no text to narrate.');
      const assembly = assemblyKey(layout);
      const earlier = await assemblies.find(assembly);
      if (earlier) {
        if (earlier.vocalKey !== previous?.vocalKey) await assemblies.markLatest(assembly);
        return { ...narrationFiles(earlier), paragraphs: counts };
      }

      const keys = {
        vocalKey: `${prefix}vocal.mp3`,
        vocalMasterKey: `${prefix}vocal-master${VOCAL_MASTER_EXTENSION}`,
        transcriptKey: `${prefix}transcript.srt`,
        subtitlesKey: `${prefix}transcript.vtt`,
        timelineKey: `${prefix}timeline.json`,
        peaksKey: `${prefix}peaks.json`,
      };
      await progress(encoding.stage, encoding.from);
      const updates = orderedProgress(progress, { stage: encoding.stage, percent: encoding.from });
      const peaks = await assembleVocal({
        layout,
        cache,
        storage,
        keys: { vocal: keys.vocalKey, vocalMaster: keys.vocalMasterKey },
        earlier: previous,
        published: await parts?.finished(layout),
        signal,
        onProgress: (share) => void updates.report(encoding.stage, percentBetween(encoding.from, encoding.to, share)),
      });
      await updates.settled();

      await progress(plan.transcript.stage, plan.transcript.percent);
      // Each streamed up as it is written, a chapter at a time: a novel's are tens of megabytes apiece.
      let wordCount = 0;
      const counted = function* () {
        for (const word of narrationWords(layout)) {
          wordCount++;
          yield word;
        }
      };
      // The subtitles mark each chapter's start with its title, as the finished audiobook's chapters have it.
      const chapters = narrationChapters(layout);
      await storage.putPieces(
        keys.transcriptKey,
        srtCues(chapteredCues(counted(), chapters)),
        'application/x-subrip; charset=utf-8',
      );
      await storage.putPieces(
        keys.subtitlesKey,
        webVttCues(chapteredCues(narrationWords(layout), chapters)),
        'text/vtt; charset=utf-8',
      );
      await storage.putPieces(keys.timelineKey, timelineJson(layout), 'application/json');
      await storage.put(keys.peaksKey, JSON.stringify(peaks), 'application/json');
      const assembled = { ...keys, duration: timelineDuration(layout), chapters, wordCount };
      const placed = layout.placed.map(({ hash, startSample, audio }) => ({ hash, startSample, audio }));
      await assemblies.remember(assembly, { ...assembled, placed });
      return { ...assembled, paragraphs: counts };
    },
  };
}
