import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ObjectStorage } from '../storage/object-storage.ts';
import { paragraphPrefix } from '../storage/keys.ts';
import { testConfig } from '../../testing/test-app.ts';
import { EspeakEngine } from './engine/espeak/espeak-engine.ts';
import { NEUTRAL_PROSODY, type SynthesisRequest } from './engine/index.ts';
import { narrateParagraphs } from './narrate-paragraphs.ts';
import { ParagraphCache } from './paragraph-cache.ts';
import type { NarrationUnit } from './units.ts';

const paragraphs = (name: string, count: number): NarrationUnit[] =>
  Array.from({ length: count }, (_, n) => ({
    chapter: 0,
    heading: false,
    text: `${name} paragraph ${n + 1}: the tide came in over the flats and the gulls rose, calling.`,
  }));

describe('narrateParagraphs', () => {
  // One thread: whichever narration queues more paragraphs on it is served first, one paragraph after another.
  const engine = new EspeakEngine({ threads: 1 });
  const config = testConfig();
  const storage = new ObjectStorage(config.s3);
  const projects = [randomUUID(), randomUUID()];
  afterAll(async () => {
    for (const projectId of projects) await storage.deletePrefix(paragraphPrefix(projectId));
    storage.destroy();
    await engine.close();
  });

  it("takes turns with another narration on the engine's threads instead of reading far ahead of it", async () => {
    // How many paragraphs of each narration the engine holds at once, and the most it ever held: the rule itself,
    // whatever the order the machine's load gives the storing of finished paragraphs.
    const held = { long: 0, short: 0 };
    const mostHeld = { long: 0, short: 0 };
    const counting = Object.assign(Object.create(engine) as EspeakEngine, {
      synthesize: async (request: SynthesisRequest) => {
        const name = request.text.startsWith('long') ? 'long' : 'short';
        mostHeld[name] = Math.max(mostHeld[name], ++held[name]);
        try {
          return await engine.synthesize(request);
        } finally {
          held[name] -= 1;
        }
      },
    });
    const narrate = (projectId: string, name: string, count: number) =>
      narrateParagraphs({
        units: paragraphs(name, count),
        reading: { voice: engine.defaultVoice, prosody: NEUTRAL_PROSODY },
        engine: counting,
        cache: new ParagraphCache(storage, projectId, config.ffmpegPath),
        signal: new AbortController().signal,
        onDone: async () => {},
      });
    const [long, short] = await Promise.all([
      narrate(projects[0] as string, 'long', 30),
      narrate(projects[1] as string, 'short', 5),
    ]);
    expect(long.counts).toEqual({ total: 30, synthesized: 30, reused: 0 });
    expect(short.counts).toEqual({ total: 5, synthesized: 5, reused: 0 });
    // Neither queues more than the engine's threads and one on it, so the short one's paragraphs are never behind a
    // long read-ahead of the other's.
    expect(mostHeld.long).toBeLessThanOrEqual(engine.parallelism + 1);
    expect(mostHeld.short).toBeLessThanOrEqual(engine.parallelism + 1);
  });
});
