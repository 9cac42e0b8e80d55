import {
  pronunciationDictionarySchema,
  prosodySchema,
  VOICE_FLOW_TYPES,
  type NarrationResult,
} from '@reeltalk/contracts';
import { z } from 'zod';
import { writeSrt } from '../audio/index.ts';
import { JobFailure, type JobKind } from '../queue/job-runner.ts';
import { narrationOutputPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { scriptReader } from '../script/script-versions.ts';
import { AssembledNarrations, assemblyKey } from './assembled-narrations.ts';
import { assembleVocal } from './assemble.ts';
import type { NarrationEngine } from './engine/index.ts';
import { layOut } from './layout.ts';
import { narrateParagraphs } from './narrate-paragraphs.ts';
import { ParagraphCache } from './paragraph-cache.ts';
import { NARRATION_STAGES, progressPlan } from './progress-plan.ts';
import { buildTimeline, timelineWords } from './timeline.ts';

export const NARRATION_JOB = 'narration';

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
 * Narrates a script paragraph by paragraph, each kept in storage under a hash of its words, voice, prosody and
 * engine version, then joins them (with pauses) into one MP3 and a lossless master and writes the SRT, the timeline
 * and the peaks. A run after an interruption finds the paragraphs already made and only narrates the rest. A run
 * whose paragraphs, order and pauses were all assembled before answers those files instead of encoding them again.
 */
export function narrationJob(deps: {
  storage: ObjectStorage;
  engine: NarrationEngine;
  ffmpegPath: string;
}): JobKind<NarrationInput, NarrationResult> {
  const { storage, engine } = deps;
  return {
    kind: NARRATION_JOB,
    input: narrationInputSchema,
    doneStage: NARRATION_STAGES.done,
    async run({ jobId, projectId, input, signal, progress }) {
      const plan = progressPlan(input.flowType);
      const { narrating, encoding } = plan;
      await progress(plan.reading.stage, plan.reading.percent);
      const readUnits = scriptReader(projectId, input.sourceKey);
      if (!readUnits || !(await storage.head(input.sourceKey))) throw new JobFailure('The script file was not found.');
      const units = await readUnits(await storage.getBuffer(input.sourceKey));
      if (units.length === 0) throw new JobFailure('The script has no text to narrate.');

      const cache = new ParagraphCache(storage, projectId);
      const { narrated, counts } = await narrateParagraphs({
        units,
        reading: { voice: input.voice, prosody: input.prosody, pronunciations: input.pronunciations },
        engine,
        cache,
        signal,
        onDone: (count) =>
          progress(narrating.stage, narrating.from + ((narrating.to - narrating.from) * count) / units.length),
      });

      const layout = layOut(narrated);
      if (layout.totalSamples === 0) throw new JobFailure('The script has no text to narrate.');
      const assemblies = new AssembledNarrations(storage, projectId);
      const assembly = assemblyKey(layout);
      const earlier = await assemblies.find(assembly);
      if (earlier) return { ...earlier, paragraphs: counts };

      const prefix = narrationOutputPrefix(projectId, jobId);
      const keys = {
        vocalKey: `${prefix}vocal.mp3`,
        vocalMasterKey: `${prefix}vocal.flac`,
        transcriptKey: `${prefix}transcript.srt`,
        timelineKey: `${prefix}timeline.json`,
        peaksKey: `${prefix}peaks.json`,
      };
      await progress(encoding.stage, encoding.from);
      let shown = encoding.from;
      // Updates go out one after another, so a late one never overwrites a later stage.
      let reported = Promise.resolve();
      const peaks = await assembleVocal({
        layout,
        cache,
        storage,
        keys: { vocal: keys.vocalKey, vocalMaster: keys.vocalMasterKey },
        ffmpegPath: deps.ffmpegPath,
        signal,
        onProgress: (share) => {
          const percent = Math.floor(encoding.from + (encoding.to - encoding.from) * share);
          if (percent <= shown) return;
          shown = percent;
          // A lost lease aborts `signal`, which stops the encoding; nothing more to handle here.
          reported = reported.then(() => progress(encoding.stage, percent)).catch(() => {});
        },
      });
      await reported;

      await progress(plan.transcript.stage, plan.transcript.percent);
      const timeline = buildTimeline(layout);
      const words = timelineWords(timeline);
      await storage.put(keys.transcriptKey, writeSrt(words), 'application/x-subrip; charset=utf-8');
      await storage.put(keys.timelineKey, JSON.stringify(timeline), 'application/json');
      await storage.put(keys.peaksKey, JSON.stringify(peaks), 'application/json');
      const assembled = { ...keys, duration: timeline.duration, wordCount: words.length };
      await assemblies.remember(assembly, assembled);
      return { ...assembled, paragraphs: counts };
    },
  };
}
