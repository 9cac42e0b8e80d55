import { createHash } from 'node:crypto';
import { audiobookChapterSchema } from '@reeltalk/contracts';
import { z } from 'zod';
import { jsonPieces } from '../storage/json-pieces.ts';
import { assembledNarrationPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import type { Layout } from './layout.ts';
import { paragraphAudioSchema } from './paragraph-audio.ts';

/**
 * Bump whenever the same layout would be assembled into different files: encoder settings, the SRT, timeline or
 * peaks format. Earlier assemblies then no longer match and are made afresh.
 */
const ASSEMBLY_VERSION = 4;

const assembledNarrationSchema = z.object({
  vocalKey: z.string(),
  vocalMasterKey: z.string(),
  duration: z.number(),
  transcriptKey: z.string(),
  subtitlesKey: z.string(),
  timelineKey: z.string(),
  peaksKey: z.string(),
  chapters: z.array(audiobookChapterSchema),
  wordCount: z.number().int(),
  /**
   * Where each paragraph lies in the vocal track and its record: the next narration of the project finds here the
   * paragraphs it shares with this one (no read of each), and cuts their frames out of this one's MP3.
   */
  placed: z.array(z.object({ hash: z.string(), startSample: z.number().int(), audio: paragraphAudioSchema })),
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

/** What a narration job answers of an assembled narration: its files and what they hold, not its paragraphs. */
export const narrationFiles = (assembled: AssembledNarration) => {
  const { placed: _placed, ...files } = assembled;
  return files;
};

/** The name the newest assembled narration of a project is also kept under. */
const LATEST = 'latest';

/**
 * A project's assembled narrations, so that narrating the same paragraphs again (switching back to a voice) answers
 * the files already made instead of encoding them again, and the next narration starts from the newest one. An entry
 * is written only once all its files are stored, so a job killed half way leaves nothing that could be reused.
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
    const parsed = assembledNarrationSchema.safeParse(
      JSON.parse((await this.storage.getBuffer(this.key(assembly))).toString()),
    );
    // An entry of an earlier format is simply not reused.
    if (!parsed.success) return undefined;
    const { vocalKey, vocalMasterKey, transcriptKey, subtitlesKey, timelineKey, peaksKey } = parsed.data;
    const files = [vocalKey, vocalMasterKey, transcriptKey, subtitlesKey, timelineKey, peaksKey];
    const present = await Promise.all(files.map((file) => this.storage.head(file)));
    return present.every(Boolean) ? parsed.data : undefined;
  }

  /** The project's newest assembled narration, if any. */
  latest(): Promise<AssembledNarration | undefined> {
    return this.find(LATEST);
  }

  /**
   * Keeps `assembled` under its key and as the project's newest. A novel's record (every paragraph's words and
   * envelope) is tens of megabytes: it goes up a paragraph at a time.
   */
  async remember(assembly: string, { placed, ...files }: AssembledNarration): Promise<void> {
    await this.storage.putPieces(this.key(assembly), jsonPieces(files, 'placed', placed), 'application/json');
    await this.markLatest(assembly);
  }

  /** Makes an assembled narration the project's newest (say, one answered again on switching back to a voice). */
  async markLatest(assembly: string): Promise<void> {
    await this.storage.copy(this.key(assembly), this.key(LATEST));
  }
}
