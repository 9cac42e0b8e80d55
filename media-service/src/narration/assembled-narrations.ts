import { createHash } from 'node:crypto';
import { z } from 'zod';
import { assembledNarrationPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import type { Layout } from './layout.ts';

/**
 * Bump whenever the same layout would be assembled into different files: encoder settings, the SRT, timeline or
 * peaks format. Earlier assemblies then no longer match and are made afresh.
 */
export const ASSEMBLY_VERSION = 2;

const assembledNarrationSchema = z.object({
  vocalKey: z.string(),
  vocalMasterKey: z.string(),
  duration: z.number(),
  transcriptKey: z.string(),
  timelineKey: z.string(),
  peaksKey: z.string(),
  wordCount: z.number().int(),
});
/** The files of an assembled narration and what they hold. */
export type AssembledNarration = z.infer<typeof assembledNarrationSchema>;

/**
 * Everything the assembled files depend on: which stored paragraphs in which order with which pauses (the pieces),
 * what each paragraph is (its text, chapter and whether it is a title) and the assembly version.
 */
export function assemblyKey(layout: Layout): string {
  const identity = {
    version: ASSEMBLY_VERSION,
    sampleRate: layout.sampleRate,
    pieces: layout.pieces,
    units: layout.placed.map(({ unit }) => [unit.chapter, unit.heading, unit.text]),
  };
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}

/**
 * A project's assembled narrations, so that narrating the same paragraphs again (switching back to a voice) answers
 * the files already made instead of encoding them again. An entry is written only once all its files are stored, so a
 * job killed half way leaves nothing that could be reused.
 */
export class AssembledNarrations {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly projectId: string,
  ) {}

  private key(assembly: string): string {
    return `${assembledNarrationPrefix(this.projectId)}${assembly}.json`;
  }

  /** The narration assembled from this key, if it was and all its files are still there. */
  async find(assembly: string): Promise<AssembledNarration | undefined> {
    if (!(await this.storage.head(this.key(assembly)))) return undefined;
    const assembled = assembledNarrationSchema.parse(
      JSON.parse((await this.storage.getBuffer(this.key(assembly))).toString()),
    );
    const { vocalKey, vocalMasterKey, transcriptKey, timelineKey, peaksKey } = assembled;
    const files = [vocalKey, vocalMasterKey, transcriptKey, timelineKey, peaksKey];
    const present = await Promise.all(files.map((file) => this.storage.head(file)));
    return present.every(Boolean) ? assembled : undefined;
  }

  async remember(assembly: string, assembled: AssembledNarration): Promise<void> {
    await this.storage.put(this.key(assembly), JSON.stringify(assembled), 'application/json');
  }
}
