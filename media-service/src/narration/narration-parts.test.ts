import { randomUUID } from 'node:crypto';
import type { NarrationPartTimeline, ProgressiveNarration } from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFrameOffsets, bufferBytes } from '../audio/index.ts';
import { ObjectStorage } from '../storage/object-storage.ts';
import { hashOf, PARAGRAPH_RATE, paragraphTone } from '../../testing/paragraph-tone.ts';
import { testConfig } from '../../testing/test-app.ts';
import { assembleVocal } from './assemble.ts';
import { layOut } from './layout.ts';
import type { NarratedUnit } from './narrate-paragraphs.ts';
import { NarrationParts } from './narration-parts.ts';
import { ParagraphCache } from './paragraph-cache.ts';
import { buildTimeline } from './timeline.ts';
import type { NarrationUnit } from './units.ts';

const RATE = PARAGRAPH_RATE;

/** Three chapters, each a title and paragraphs; the second is long enough to be cut inside. */
const SCRIPT: Array<NarrationUnit & { seconds: number }> = [
  { chapter: null, heading: true, text: 'Hum', seconds: 1.1 },
  { chapter: 0, heading: true, text: 'Hum one', seconds: 0.9 },
  { chapter: 0, heading: false, text: 'Hum first', seconds: 2.3 },
  { chapter: 0, heading: false, text: 'Hum second', seconds: 1.7 },
  { chapter: 1, heading: true, text: 'Hum two', seconds: 0.8 },
  ...Array.from({ length: 8 }, (_, index) => ({ chapter: 1, heading: false, text: `Hum ${index}`, seconds: 29.5 })),
  { chapter: 2, heading: false, text: 'Hum last', seconds: 1.4 },
];

describe('NarrationParts', () => {
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

  it('publishes the narration as it goes, in parts that are the single-pass track frame for frame and timeline for timeline', async () => {
    const units: NarrationUnit[] = SCRIPT.map(({ seconds: _, ...unit }) => unit);
    const narrated: NarratedUnit[] = [];
    for (const [index, { seconds, text }] of SCRIPT.entries()) {
      const hash = hashOf(text);
      narrated.push({
        unit: units[index]!,
        hash,
        audio: await cache.write(hash, paragraphTone(200 + 40 * index, seconds)),
      });
    }
    const manifests: ProgressiveNarration[] = [];
    const signal = new AbortController().signal;
    const parts = new NarrationParts({
      units,
      storage,
      cache,
      prefix: `projects/${projectId}/narration/progressive/parts/`,
      publish: async (manifest) => void manifests.push(structuredClone(manifest)),
      signal,
    });
    // As narrateParagraphs reports: the first n units are ready.
    for (let count = 1; count <= narrated.length; count++) parts.narrated(narrated.slice(0, count));
    const layout = layOut(narrated);
    const published = await parts.finished(layout);

    // The first part is the title and the first chapter; the long chapter is cut after 15 s, then after 45 s (each
    // part may be three times as long as the one before); the last part comes only once everything is narrated.
    expect(manifests.map(({ chaptersReady, complete }) => [chaptersReady, complete])).toEqual([
      [1, false],
      [1, false],
      [1, false],
      [2, false],
      [3, true],
    ]);
    // In seconds: the first chapter; the title and first paragraph of the second (over 15 s); two paragraphs (over
    // 45 s); the other five (over 135 s), which end the chapter; the last chapter.
    expect(manifests.at(-1)!.parts.map(({ frames }) => Math.round((frames * 576) / RATE))).toEqual([
      10, 33, 61, 151, 3,
    ]);
    const last = manifests.at(-1)!;
    expect(last).toMatchObject({
      sampleRate: RATE,
      frameSamples: 576,
      chapters: [{ title: 'Hum one' }, { title: 'Hum two' }, { title: null }],
    });
    expect(last.delay).toBeGreaterThan(529);
    last.parts.forEach((part, index) => {
      const before = last.parts[index - 1];
      expect(part.startFrame).toBe(before ? before.startFrame + before.frames : 0);
    });

    const single = { vocal: `projects/${projectId}/single.mp3`, vocalMaster: `projects/${projectId}/single.json` };
    const joined = { vocal: `projects/${projectId}/joined.mp3`, vocalMaster: `projects/${projectId}/joined.json` };
    const assemble = (keys: typeof single, more: { published?: typeof published }) =>
      assembleVocal({ layout, cache, storage, keys, signal, onProgress: () => {}, ...more });
    const peaks = await assemble(joined, { published });
    expect(peaks).toEqual(await assemble(single, {}));
    // The track joined from the parts is the single-pass track, byte for byte.
    const track = await storage.getBuffer(single.vocal);
    expect((await storage.getBuffer(joined.vocal)).equals(track)).toBe(true);
    // And the parts, one after another, are its audio frames.
    const partBytes = await Promise.all(last.parts.map(({ audioKey }) => storage.getBuffer(audioKey)));
    const [firstFrame] = await audioFrameOffsets(bufferBytes(track));
    expect(Buffer.concat(partBytes).equals(track.subarray(firstFrame))).toBe(true);

    // Their timelines, chapters joined by their index, are the single-pass timeline.
    const timelines = await Promise.all(
      last.parts.map(
        async ({ timelineKey }) =>
          JSON.parse((await storage.getBuffer(timelineKey)).toString()) as NarrationPartTimeline,
      ),
    );
    const whole = buildTimeline(layout);
    expect(timelines[0]!.title).toEqual(whole.title);
    const chapters = new Map<number, NarrationPartTimeline['chapters'][number]>();
    for (const { chapters: pieces } of timelines) {
      for (const piece of pieces) {
        const known = chapters.get(piece.index);
        if (known) known.paragraphs.push(...piece.paragraphs);
        else chapters.set(piece.index, structuredClone(piece));
      }
    }
    expect([...chapters.values()].map(({ title, paragraphs }) => ({ title, paragraphs }))).toEqual(
      whole.chapters.map(({ title, paragraphs }) => ({ title, paragraphs })),
    );
    // Each part's waveform spans the time its frames play, loud where its paragraphs are.
    last.parts.forEach(({ frames }, index) => {
      const { levels, perSecond } = timelines[index]!.peaks;
      expect(levels.length).toBe(Math.ceil(((frames * 576) / RATE) * perSecond));
      expect(Math.max(...levels)).toBeGreaterThan(0.3);
    });
  });
});
