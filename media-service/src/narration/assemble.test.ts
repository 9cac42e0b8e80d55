import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../audio/index.ts';
import { ObjectStorage } from '../storage/object-storage.ts';
import { hashOf, PARAGRAPH_RATE, paragraphTone } from '../../testing/paragraph-tone.ts';
import { testConfig } from '../../testing/test-app.ts';
import { assembleVocal } from './assemble.ts';
import type { AssembledNarration } from './assembled-narrations.ts';
import { layOut } from './layout.ts';
import type { ParagraphAudio } from './paragraph-audio.ts';
import { ParagraphCache } from './paragraph-cache.ts';
import { vocalMasterSchema, writeVocalMasterWav, type VocalMaster } from './vocal-master.ts';

const RATE = PARAGRAPH_RATE;

describe('assembleVocal', () => {
  const config = testConfig();
  const projectId = randomUUID();
  let storage: ObjectStorage;
  let cache: ParagraphCache;
  let tempDir: string;
  beforeAll(async () => {
    storage = new ObjectStorage(config.s3);
    cache = new ParagraphCache(storage, projectId, config.ffmpegPath);
    tempDir = await mkdtemp(path.join(tmpdir(), 'reeltalk-assemble-test-'));
  });
  afterAll(async () => {
    await storage?.deletePrefix(`projects/${projectId}/`);
    storage?.destroy();
    await rm(tempDir, { recursive: true, force: true });
  });

  const layoutOf = (paragraphs: Array<{ hash: string; audio: ParagraphAudio }>) =>
    layOut(paragraphs.map(({ hash, audio }) => ({ unit: { chapter: 0, heading: false, text: hash }, hash, audio })));

  const assemble = async (
    paragraphs: Array<{ hash: string; audio: ParagraphAudio }>,
    name: string,
    more: { earlier?: AssembledNarration; cache?: ParagraphCache } = {},
  ) => {
    const keys = { vocal: `projects/${projectId}/${name}.mp3`, vocalMaster: `projects/${projectId}/${name}.json` };
    const layout = layoutOf(paragraphs);
    const shares: number[] = [];
    const peaks = assembleVocal({
      layout,
      cache: more.cache ?? cache,
      earlier: more.earlier,
      storage,
      keys,
      signal: new AbortController().signal,
      onProgress: (share) => shares.push(share),
      tempDir,
    });
    return { keys, layout, peaks, shares };
  };

  /** What ffmpeg decodes a stored MP3 or WAV to, as mono float samples (an MP3's delay and padding removed). */
  const decode = async (file: string) => {
    const { stdout } = await promisify(execFile)(
      config.ffmpegPath,
      ['-hide_banner', '-loglevel', 'error', '-i', file, '-f', 'f32le', '-ac', '1', '-'],
      { encoding: 'buffer', maxBuffer: 1 << 28 },
    );
    return new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.byteLength));
  };
  const download = async (key: string, name: string) => {
    const file = path.join(tempDir, name);
    await writeFile(file, await storage.getBuffer(key));
    return file;
  };

  it('joins the paragraphs’ own MP3s and the pauses into one MP3 as long as the layout, each paragraph where the timeline puts it', async () => {
    const low = { hash: hashOf('low'), audio: await cache.write(hashOf('low'), paragraphTone(220, 1.3)) };
    const high = { hash: hashOf('high'), audio: await cache.write(hashOf('high'), paragraphTone(880, 0.9)) };
    const { keys, layout, peaks, shares } = await assemble([low, high, low], 'joined');
    expect((await peaks).duration).toBeCloseTo(layout.totalSamples / RATE, 6);
    expect(shares.at(-1)).toBe(1);
    expect(await storage.head(keys.vocal)).toMatchObject({ contentType: 'audio/mpeg' });

    const mp3 = await download(keys.vocal, 'joined.mp3');
    const decoded = await decode(mp3);
    // The decoder plays exactly the layout's samples (the Info frame's delay and padding are right).
    expect(decoded.length).toBe(layout.totalSamples);
    // Each paragraph is where the layout put it: its samples match, and the pauses are silent.
    const reference = new Float32Array(layout.totalSamples);
    for (const { hash, startSample } of layout.placed) reference.set(await cache.samples(hash), startSample);
    let error = 0;
    let loudestInPause = 0;
    const inParagraph = (i: number) =>
      layout.placed.some(({ startSample, audio }) => i >= startSample && i < startSample + audio.sampleCount);
    for (let i = 0; i < decoded.length; i++) {
      error += (decoded[i]! - reference[i]!) ** 2;
      if (!inParagraph(i)) loudestInPause = Math.max(loudestInPause, Math.abs(decoded[i]!));
    }
    expect(Math.sqrt(error / decoded.length)).toBeLessThan(0.02);
    expect(loudestInPause).toBeLessThan(0.01);
    const mp3Bytes = await readFile(mp3);
    expect(mp3Bytes.subarray(0, 3).toString()).toBe('ID3');
  });

  it('stores the master as the paragraphs it is made of, which a mix writes out sample for sample', async () => {
    const low = { hash: hashOf('low'), audio: await cache.write(hashOf('low'), paragraphTone(220, 1.3)) };
    const { keys, layout } = await assemble([low, low], 'master').then(async (made) => {
      await made.peaks;
      return made;
    });
    const master = vocalMasterSchema.parse(JSON.parse((await storage.getBuffer(keys.vocalMaster)).toString()));
    expect(master).toEqual({ sampleRate: RATE, totalSamples: layout.totalSamples, pieces: layout.pieces });
    const file = path.join(tempDir, 'master.wav');
    await writeVocalMasterWav({ master, cache, to: createWriteStream(file), signal: new AbortController().signal });
    const written = await decode(file);
    const samples = await cache.samples(low.hash);
    expect(written.length).toBe(layout.totalSamples);
    expect(written.subarray(0, samples.length)).toEqual(samples);
    expect(written.subarray(layout.placed[1]!.startSample)).toEqual(samples);
    expect(written.subarray(samples.length, layout.placed[1]!.startSample).every((sample) => sample === 0)).toBe(true);
  });

  it('assembles the same files whether its paragraphs were narrated in this run or long before', async () => {
    const first = await assemble([{ hash: hashOf('low'), audio: await cache.read(hashOf('low')) }], 'again-1');
    await first.peaks;
    const second = await assemble([{ hash: hashOf('low'), audio: await cache.read(hashOf('low')) }], 'again-2');
    expect(await second.peaks).toEqual(await first.peaks);
    expect(await storage.getBuffer(second.keys.vocal)).toEqual(await storage.getBuffer(first.keys.vocal));
  });

  it('cuts the paragraphs an earlier narration holds out of its MP3, fetching only the others, into the same file', async () => {
    const stored = async (name: string, hertz: number, seconds: number) => ({
      hash: hashOf(name),
      audio: await cache.write(hashOf(name), paragraphTone(hertz, seconds)),
    });
    const low = await stored('low', 220, 1.3);
    const high = await stored('high', 880, 0.9);
    const mid = await stored('mid', 440, 1.1);
    const first = await assemble([low, high, low, high], 'before-edit');
    await first.peaks;
    const earlier: AssembledNarration = {
      vocalKey: first.keys.vocal,
      vocalMasterKey: first.keys.vocalMaster,
      transcriptKey: first.keys.vocal,
      subtitlesKey: first.keys.vocal,
      timelineKey: first.keys.vocal,
      peaksKey: first.keys.vocal,
      duration: first.layout.totalSamples / RATE,
      chapters: [{ title: 'Chapter 1', start: 0, end: first.layout.totalSamples / RATE }],
      wordCount: 4,
      placed: first.layout.placed.map(({ hash, startSample, audio }) => ({ hash, startSample, audio })),
    };
    const fetched: string[] = [];
    const counting = Object.assign(Object.create(cache) as ParagraphCache, {
      mp3: (hash: string) => {
        fetched.push(hash);
        return cache.mp3(hash);
      },
    });
    // The second paragraph edited, the others in a new order: all of them are in the earlier MP3.
    const edited = [low, mid, high, low];
    const cut = await assemble(edited, 'after-edit', { earlier, cache: counting });
    const whole = await assemble(edited, 'after-edit-whole');
    expect(await cut.peaks).toEqual(await whole.peaks);
    expect(new Set(fetched)).toEqual(new Set([mid.hash]));
    expect(await storage.getBuffer(cut.keys.vocal)).toEqual(await storage.getBuffer(whole.keys.vocal));
  });

  it('gives a paragraph stored before paragraphs kept their own MP3 its MP3 and envelope when it is next read', async () => {
    const hash = hashOf('old');
    const { samples, sampleRate, words } = paragraphTone(330, 0.7);
    const prefix = `projects/${projectId}/narration/paragraphs/${hash}`;
    await storage.put(`${prefix}.wav`, encodeWav(samples, sampleRate), 'audio/wav');
    await storage.put(
      `${prefix}.json`,
      JSON.stringify({ sampleRate, sampleCount: samples.length, words }),
      'application/json',
    );
    expect(await storage.head(`${prefix}.mp3`)).toBeUndefined();

    const audio = await cache.read(hash);
    expect(audio.envelope.max.length).toBe(Math.ceil(samples.length / 576));
    expect(Math.max(...audio.envelope.max)).toBeGreaterThan(0.3);
    expect(await storage.head(`${prefix}.mp3`)).toMatchObject({ contentType: 'audio/mpeg' });
    expect(JSON.parse((await storage.getBuffer(`${prefix}.json`)).toString())).toEqual(audio);
    const { peaks } = await assemble([{ hash, audio }], 'old-paragraph');
    expect((await peaks).duration).toBeCloseTo(0.7, 3);
  });

  it('removes its temporary files when a paragraph is missing, and stores nothing', async () => {
    const stored = await cache.write(hashOf('there'), paragraphTone(440, 0.5));
    const missing = { hash: hashOf('gone'), audio: stored };
    const { keys, peaks } = await assemble([{ hash: hashOf('there'), audio: stored }, missing], 'failed');
    await expect(peaks).rejects.toThrow();
    expect(await readdir(tempDir)).not.toContainEqual(expect.stringMatching(/^reeltalk-vocal-/));
    expect(await storage.head(keys.vocal)).toBeUndefined();
    expect(await storage.head(keys.vocalMaster)).toBeUndefined();
  });

  const masterOf = (hashes: string[], samples: number): VocalMaster => ({
    sampleRate: PARAGRAPH_RATE,
    totalSamples: hashes.length * samples,
    pieces: hashes.map((hash) => ({ kind: 'paragraph' as const, hash, sampleCount: samples })),
  });

  it('writes the master into a stream, and stops when aborted while its reader has stopped reading', async () => {
    const tone = paragraphTone(220, 2);
    const hash = hashOf('stalled');
    await cache.write(hash, tone);
    // Far more than a stream buffers, and nobody reads: the writer waits for room that never comes.
    const master = masterOf(Array<string>(20).fill(hash), tone.samples.length);
    const to = new PassThrough();
    // The writer's wait for room is a wait for 'drain'.
    const waitingForRoom = new Promise<void>((resolve) =>
      to.on('newListener', (event) => {
        if (event === 'drain') resolve();
      }),
    );
    const aborting = new AbortController();
    const writing = writeVocalMasterWav({ master, cache, to, signal: aborting.signal });
    await waitingForRoom;
    expect(to.writableNeedDrain).toBe(true);
    aborting.abort(new Error('the mix stopped'));
    await expect(writing).rejects.toThrow();
    expect(to.destroyed).toBe(true);
  });

  it('writes the master into a stream, and fails and closes it without an end when a paragraph is not stored', async () => {
    const tone = paragraphTone(330, 1);
    const stored = hashOf('stored');
    await cache.write(stored, tone);
    const master = masterOf([stored, hashOf('never narrated')], tone.samples.length);
    const to = new PassThrough();
    const received: Buffer[] = [];
    to.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = new Promise((resolve) => to.on('close', resolve));
    await expect(writeVocalMasterWav({ master, cache, to, signal: new AbortController().signal })).rejects.toThrow();
    await closed;
    expect(to.destroyed).toBe(true);
    // Closed without an end: a mix reading it is stopped rather than mixing a shortened narration.
    expect(to.readableEnded).toBe(false);
    expect(Buffer.concat(received).length).toBeLessThan(44 + 2 * master.totalSamples);
  });
});
