import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectStorage } from '../storage/object-storage.ts';
import { testConfig } from '../testing/test-app.ts';
import { assembleVocal } from './assemble.ts';
import { layOut } from './layout.ts';
import { ParagraphCache, type ParagraphAudio } from './paragraph-cache.ts';

const RATE = 22050;
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** Half a second of a 220 Hz tone: a paragraph's stand-in, with one word. */
const tone = () => ({
  samples: Float32Array.from({ length: RATE / 2 }, (_, i) => 0.4 * Math.sin((2 * Math.PI * 220 * i) / RATE)),
  sampleRate: RATE,
  words: [{ text: 'Hum', start: 0, end: 0.5, charStart: 0, charEnd: 3 }],
});

describe('assembleVocal', () => {
  const config = testConfig();
  const projectId = randomUUID();
  let storage: ObjectStorage;
  let tempDir: string;
  beforeAll(async () => {
    storage = new ObjectStorage(config.s3);
    tempDir = await mkdtemp(path.join(tmpdir(), 'reeltalk-assemble-test-'));
  });
  afterAll(async () => {
    await storage?.deletePrefix(`projects/${projectId}/`);
    storage?.destroy();
    await rm(tempDir, { recursive: true, force: true });
  });

  const assemble = async (paragraphs: Array<{ hash: string; audio: ParagraphAudio }>, name: string) => {
    const keys = { vocal: `projects/${projectId}/${name}.mp3`, vocalMaster: `projects/${projectId}/${name}.flac` };
    const layout = layOut(
      paragraphs.map(({ hash, audio }) => ({ unit: { chapter: 0, heading: false, text: hash }, hash, audio })),
    );
    const peaks = assembleVocal({
      layout,
      cache: new ParagraphCache(storage, projectId),
      storage,
      keys,
      ffmpegPath: config.ffmpegPath,
      signal: new AbortController().signal,
      onProgress: () => {},
      tempDir,
    });
    return { keys, peaks };
  };

  it('stores the MP3 and its FLAC master, and leaves no temporary file', async () => {
    const cache = new ParagraphCache(storage, projectId);
    const hash = hashOf('hum');
    const audio = await cache.write(hash, tone());
    const { keys, peaks } = await assemble(
      [
        { hash, audio },
        { hash, audio },
      ],
      'done',
    );
    // Two half seconds with a pause between.
    expect((await peaks).duration).toBeCloseTo(1.75, 3);
    expect(await storage.head(keys.vocal)).toMatchObject({ contentType: 'audio/mpeg' });
    expect(await storage.head(keys.vocalMaster)).toMatchObject({ contentType: 'audio/flac' });
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('removes its temporary files when the encoding fails, and stores nothing', async () => {
    const cache = new ParagraphCache(storage, projectId);
    const stored = await cache.write(hashOf('there'), tone());
    // The second paragraph's samples are not in storage: reading them fails halfway through the encoding.
    const missing = { hash: hashOf('gone'), audio: stored };
    const { keys, peaks } = await assemble([{ hash: hashOf('there'), audio: stored }, missing], 'failed');
    await expect(peaks).rejects.toThrow();
    expect(await readdir(tempDir)).toEqual([]);
    expect(await storage.head(keys.vocal)).toBeUndefined();
    expect(await storage.head(keys.vocalMaster)).toBeUndefined();
  });
});
