import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectStorage } from '../storage/object-storage.ts';
import { hashOf, PARAGRAPH_RATE, paragraphTone } from '../testing/paragraph-tone.ts';
import { testConfig } from '../testing/test-app.ts';
import { ParagraphCache } from './paragraph-cache.ts';
import { writeVocalMasterWav, type VocalMaster } from './vocal-master.ts';

describe('writeVocalMasterWav into a stream', () => {
  const config = testConfig();
  const projectId = randomUUID();
  let storage: ObjectStorage;
  let cache: ParagraphCache;
  beforeAll(() => {
    storage = new ObjectStorage(config.s3);
    cache = new ParagraphCache(storage, projectId, config.ffmpegPath);
  });
  afterAll(async () => {
    await storage?.deletePrefix(`projects/${projectId}/`);
    storage?.destroy();
  });

  const masterOf = (hashes: string[], samples: number): VocalMaster => ({
    sampleRate: PARAGRAPH_RATE,
    totalSamples: hashes.length * samples,
    pieces: hashes.map((hash) => ({ kind: 'paragraph' as const, hash, sampleCount: samples })),
  });

  it('stops when aborted while its reader has stopped reading, and destroys the stream', async () => {
    const tone = paragraphTone(220, 2);
    const hash = hashOf('stalled');
    await cache.write(hash, tone);
    // Far more than a stream buffers, and nobody reads: the writer waits for room that never comes.
    const master = masterOf(Array<string>(20).fill(hash), tone.samples.length);
    const to = new PassThrough();
    const aborting = new AbortController();
    const writing = writeVocalMasterWav({ master, cache, to, signal: aborting.signal });
    await new Promise((resolve) => setTimeout(resolve, 300));
    aborting.abort(new Error('the mix stopped'));
    await expect(writing).rejects.toThrow();
    expect(to.destroyed).toBe(true);
  });

  it('fails and destroys the stream when a paragraph of the master is not stored', async () => {
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
