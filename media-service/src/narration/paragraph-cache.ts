import { createHash } from 'node:crypto';
import { pronunciationsIn, termKey, type PronunciationEntry } from '@reeltalk/contracts';
import { z } from 'zod';
import { decodeWav, encodeWav } from '../audio/index.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { paragraphPrefix } from '../storage/keys.ts';
import type { NarrationEngine, Prosody, Synthesis } from './engine/index.ts';

/** What is kept of a narrated paragraph besides its samples (a 16-bit mono WAV in a sibling object). */
const paragraphAudioSchema = z.object({
  sampleRate: z.number().int().positive(),
  sampleCount: z.number().int().min(0),
  words: z.array(
    z.object({
      text: z.string(),
      start: z.number(),
      end: z.number(),
      charStart: z.number().int(),
      charEnd: z.number().int(),
    }),
  ),
});
export type ParagraphAudio = z.infer<typeof paragraphAudioSchema>;

export interface Reading {
  voice: string;
  prosody: Prosody;
  /** The project's pronunciation dictionary; each paragraph is read with the entries whose term it holds. */
  pronunciations?: readonly PronunciationEntry[] | undefined;
}

/**
 * The same words read by the same engine, voice and prosody always get the same key. The key holds the dictionary's
 * entries found in the text, and only when there are any: a change to the dictionary changes only the keys of the
 * paragraphs holding its term, and every paragraph narrated before dictionaries existed keeps its key. Likewise a
 * take (another reading of the same words) is in the key only from the second take on, so first readings keep theirs.
 */
export function paragraphHash(engine: NarrationEngine, reading: Reading, text: string, take = 0): string {
  const { rate, pitch, pitchRange, volume, pauseScale = 1 } = reading.prosody;
  const identity: unknown[] = [
    engine.id,
    engine.version,
    reading.voice,
    [rate, pitch, pitchRange, volume, pauseScale],
    text,
  ];
  const said = pronunciationsIn(text, reading.pronunciations ?? []);
  if (said.length > 0)
    identity.push(said.map(({ term, respelling, ipa }) => [termKey(term), respelling ?? null, ipa ?? null]));
  if (take > 0) identity.push({ take });
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}

/**
 * A project's narrated paragraphs in object storage. The timings object is written after the samples, so its
 * presence means the paragraph is complete: a worker killed between the two leaves a paragraph that is simply
 * narrated again.
 */
export class ParagraphCache {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly projectId: string,
  ) {}

  private key(hash: string, extension: 'json' | 'wav'): string {
    return `${paragraphPrefix(this.projectId)}${hash}.${extension}`;
  }

  /** Hashes of every complete paragraph stored for the project (one listing instead of a look-up per paragraph). */
  async stored(): Promise<Set<string>> {
    const hashes = new Set<string>();
    for await (const key of this.storage.list(paragraphPrefix(this.projectId))) {
      const match = /([0-9a-f]{64})\.json$/.exec(key);
      if (match?.[1]) hashes.add(match[1]);
    }
    return hashes;
  }

  async read(hash: string): Promise<ParagraphAudio> {
    return paragraphAudioSchema.parse(JSON.parse((await this.storage.getBuffer(this.key(hash, 'json'))).toString()));
  }

  async write(hash: string, synthesis: Synthesis): Promise<ParagraphAudio> {
    const audio: ParagraphAudio = {
      sampleRate: synthesis.sampleRate,
      sampleCount: synthesis.samples.length,
      words: synthesis.words.map(({ text, start, end, charStart, charEnd }) => ({
        text,
        start,
        end,
        charStart,
        charEnd,
      })),
    };
    await this.storage.put(this.key(hash, 'wav'), encodeWav(synthesis.samples, synthesis.sampleRate), 'audio/wav');
    await this.storage.put(this.key(hash, 'json'), JSON.stringify(audio), 'application/json');
    return audio;
  }

  /** One paragraph's samples: small enough to hold (a long paragraph is a few minutes of audio). */
  async samples(hash: string): Promise<Float32Array> {
    return decodeWav(await this.storage.getBuffer(this.key(hash, 'wav'))).samples;
  }
}
