import { createHash } from 'node:crypto';
import { pronunciationsIn, termKey, type PronunciationEntry } from '@reeltalk/contracts';
import { decodeWav, encodeWav, mp3FrameSamples, peakEnvelope, wavData } from '../audio/index.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { paragraphPrefix } from '../storage/keys.ts';
import type { NarrationEngine, Prosody, Synthesis } from './engine/index.ts';
import { storedParagraphSchema, type ParagraphAudio } from './paragraph-audio.ts';
import { encodeParagraphMp3 } from './vocal-segment.ts';

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

/** Up to this many paragraphs are looked up one by one rather than found in a listing. */
const LOOK_UPS = 16;

/**
 * A project's narrated paragraphs in object storage. The timings object is written after the samples and the MP3, so
 * its presence means the paragraph is complete: a worker killed before it leaves a paragraph that is simply narrated
 * again.
 */
export class ParagraphCache {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly projectId: string,
    private readonly ffmpegPath: string,
  ) {}

  private key(hash: string, extension: 'json' | 'wav' | 'mp3'): string {
    return `${paragraphPrefix(this.projectId)}${hash}.${extension}`;
  }

  /** Which of `hashes` are complete paragraphs in storage. */
  async stored(hashes: readonly string[]): Promise<Set<string>> {
    const wanted = new Set(hashes);
    // A look-up each for a few; beyond that one listing of the project's paragraphs costs less.
    if (wanted.size <= LOOK_UPS) {
      const found = await Promise.all(
        [...wanted].map(async (hash) => (await this.storage.head(this.key(hash, 'json'))) && hash),
      );
      return new Set(found.filter((hash) => typeof hash === 'string'));
    }
    const complete = new Set<string>();
    for await (const key of this.storage.list(paragraphPrefix(this.projectId))) {
      const match = /([0-9a-f]{64})\.json$/.exec(key);
      if (match?.[1] && wanted.has(match[1])) complete.add(match[1]);
    }
    return complete;
  }

  async read(hash: string): Promise<ParagraphAudio> {
    const stored = storedParagraphSchema.parse(
      JSON.parse((await this.storage.getBuffer(this.key(hash, 'json'))).toString()),
    );
    const { envelope } = stored;
    if (envelope) return { ...stored, envelope };
    return this.complete(hash, stored, await this.samples(hash));
  }

  async write(hash: string, synthesis: Synthesis): Promise<ParagraphAudio> {
    const audio = {
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
    return this.complete(hash, audio, synthesis.samples);
  }

  /** Stores the paragraph's own MP3, then its timings with its envelope: the mark of a complete paragraph. */
  private async complete(
    hash: string,
    audio: Omit<ParagraphAudio, 'envelope'>,
    samples: Float32Array,
  ): Promise<ParagraphAudio> {
    const mp3 = await encodeParagraphMp3(samples, audio.sampleRate, this.ffmpegPath);
    await this.storage.put(this.key(hash, 'mp3'), mp3, 'audio/mpeg');
    const complete = { ...audio, envelope: peakEnvelope(samples, mp3FrameSamples(audio.sampleRate)) };
    await this.storage.put(this.key(hash, 'json'), JSON.stringify(complete), 'application/json');
    return complete;
  }

  /** One paragraph's samples: small enough to hold (a long paragraph is a few minutes of audio). */
  async samples(hash: string): Promise<Float32Array> {
    return decodeWav(await this.storage.getBuffer(this.key(hash, 'wav'))).samples;
  }

  /** Its samples as stored: 16-bit little-endian bytes, for writing straight into a longer WAV. */
  async pcm16(hash: string): Promise<Buffer> {
    return wavData(await this.storage.getBuffer(this.key(hash, 'wav'))).data;
  }

  /** One paragraph's own MP3 (a long paragraph's is a megabyte or two). */
  mp3(hash: string): Promise<Buffer> {
    return this.storage.getBuffer(this.key(hash, 'mp3'));
  }
}
