import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ObjectStorage } from '../storage/object-storage.ts';
import { testConfig } from '../../testing/test-app.ts';
import { AssembledNarrations, type AssembledNarration } from './assembled-narrations.ts';

describe('assembled narrations', () => {
  const storage = new ObjectStorage(testConfig().s3);
  const projectId = randomUUID();
  const prefix = `projects/${projectId}/`;
  afterAll(() => storage.deletePrefix(prefix));

  /** An assembled narration of `paragraphs` paragraphs, each `blocks` envelope blocks long, with its files stored. */
  async function assembledNarration(name: string, paragraphs: number, blocks: number): Promise<AssembledNarration> {
    const file = (kind: string) => `${prefix}${name}/${kind}`;
    const files = {
      vocalKey: file('vocal.mp3'),
      vocalMasterKey: file('vocal-master.json'),
      transcriptKey: file('transcript.srt'),
      subtitlesKey: file('transcript.vtt'),
      timelineKey: file('timeline.json'),
      peaksKey: file('peaks.json'),
    };
    for (const key of Object.values(files)) await storage.put(key, Buffer.from(name), 'application/octet-stream');
    const placed = Array.from({ length: paragraphs }, (_, index) => ({
      hash: `${name}-${index}`,
      startSample: index * blocks * 576,
      audio: {
        sampleRate: 22050,
        sampleCount: blocks * 576,
        words: [{ text: `Word "${index}"`, start: 0.25, end: 0.5, charStart: 0, charEnd: 4 }],
        envelope: {
          blockSamples: 576,
          // Four decimals, as envelopes are kept.
          min: Array.from({ length: blocks }, (_, block) => -Math.round((((block % 97) + 1) / 98) * 1e4) / 1e4),
          max: Array.from({ length: blocks }, (_, block) => Math.round(((block % 89) / 89) * 1e4) / 1e4),
        },
      },
    }));
    const duration = (paragraphs * blocks * 576) / 22050;
    return {
      ...files,
      duration,
      chapters: [{ title: 'Chapter 1', start: 0, end: duration }],
      wordCount: paragraphs,
      placed,
    };
  }

  it('keeps a record larger than an upload part whole, under its key and as the newest', async () => {
    const assemblies = new AssembledNarrations(storage, projectId);
    // About 10 MB of JSON: more than one 8 MB part of a streamed upload.
    const assembled = await assembledNarration('novel', 300, 2500);
    await assemblies.remember('novel-assembly', assembled);
    expect(await assemblies.find('novel-assembly')).toEqual(assembled);
    expect(await assemblies.latest()).toEqual(assembled);
  });

  it('makes an earlier assembly the newest again', async () => {
    const assemblies = new AssembledNarrations(storage, projectId);
    const first = await assembledNarration('first', 2, 10);
    const second = await assembledNarration('second', 3, 10);
    await assemblies.remember('first-assembly', first);
    await assemblies.remember('second-assembly', second);
    expect(await assemblies.latest()).toEqual(second);
    await assemblies.markLatest('first-assembly');
    expect(await assemblies.latest()).toEqual(first);
  });

  it('does not answer an assembly one of whose files is gone', async () => {
    const assemblies = new AssembledNarrations(storage, projectId);
    const assembled = await assembledNarration('gone', 1, 10);
    await assemblies.remember('gone-assembly', assembled);
    await storage.delete(assembled.peaksKey);
    expect(await assemblies.find('gone-assembly')).toBeUndefined();
  });
});
