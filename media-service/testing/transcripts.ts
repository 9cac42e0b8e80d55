import { readFileSync } from 'node:fs';
import { countWords } from '@reeltalk/contracts';
import { sharedFixture } from '@reeltalk/stack';
import { afterAll, expect } from 'vitest';
import { extractScript, type ExtractedScript } from '../src/extraction/index.ts';
import { EspeakEngine } from '../src/narration/engine/espeak/espeak-engine.ts';
import { NEUTRAL_PROSODY } from '../src/narration/engine/index.ts';
import { layOut } from '../src/narration/layout.ts';
import { buildTimeline, timelineWords, type Timeline } from '../src/narration/timeline.ts';
import { narrationUnits, type NarrationUnit } from '../src/narration/units.ts';

// One engine per test file, closed after it.
const engine = new EspeakEngine();
afterAll(() => engine.close());

export const read = (file: string): Promise<ExtractedScript> =>
  extractScript(readFileSync(sharedFixture(file)), file.endsWith('.txt') ? 'txt' : 'docx');

/** The transcript as a narration makes it (each unit read by the engine, laid out, timed), and the engine's words. */
export async function narrated(units: NarrationUnit[]): Promise<{ timeline: Timeline; engineWords: number }> {
  const audio = await Promise.all(
    units.map(async (unit) => {
      const synthesis = await engine.synthesize({
        text: unit.text,
        voice: engine.defaultVoice,
        prosody: NEUTRAL_PROSODY,
      });
      return {
        unit,
        hash: unit.text,
        audio: {
          sampleRate: synthesis.sampleRate,
          sampleCount: synthesis.samples.length,
          words: synthesis.words,
          envelope: { blockSamples: 576, min: [], max: [] },
        },
      };
    }),
  );
  const engineWords = audio.reduce((sum, { audio }) => sum + audio.words.length, 0);
  return { timeline: buildTimeline(layOut(audio)), engineWords };
}

/** Each chapter title once, as a heading, and the script's title once, before the chapters. */
export function expectTitlesOnce(script: ExtractedScript, units: NarrationUnit[]) {
  const headings = units.filter((unit) => unit.heading).map((unit) => unit.text);
  const titles = [...(script.title === null ? [] : [script.title]), ...script.chapters.flatMap((c) => c.title ?? [])];
  expect(headings).toEqual(titles);
  for (const title of titles) expect(units.filter((unit) => unit.text === title)).toHaveLength(1);
  if (script.title !== null) expect(units[0]).toEqual({ chapter: null, heading: true, text: script.title });
}

/**
 * A shared fixture narrated as the service narrates it: as many highlighted words as the script has words, each
 * paragraph's words its text as written, each heading and the title once.
 */
export async function expectFixtureTranscript(file: string): Promise<void> {
  const script = await read(file);
  const units = narrationUnits(script);
  expectTitlesOnce(script, units);
  const { timeline, engineWords } = await narrated(units);

  const words = timelineWords(timeline);
  expect(words).toHaveLength(script.wordCount);
  // The engine reads some pairs ("of the", "did not") as one word: each is two words here all the same.
  if (file.includes('pride-and-prejudice')) expect(engineWords).toBeLessThan(words.length);
  expect(words).toHaveLength(countWords(script.text));
  // Each paragraph's words are its text, as written, word after word (spaces aside).
  const paragraphs = [...(timeline.title ? [timeline.title] : []), ...timeline.chapters.flatMap((c) => c.paragraphs)];
  for (const paragraph of paragraphs) {
    const written = paragraph.words.map((word) => word.text).join('');
    expect(written.replace(/\s/g, '')).toBe(paragraph.text.replace(/\s/g, ''));
  }
  for (let i = 1; i < words.length; i++) expect(words[i]!.start).toBeGreaterThanOrEqual(words[i - 1]!.end);

  expect(timeline.title?.text ?? null).toBe(script.title);
  for (const chapter of timeline.chapters) {
    const [first, ...rest] = chapter.paragraphs;
    if (chapter.title !== null) expect(first).toMatchObject({ heading: true, text: chapter.title });
    expect(rest.filter((paragraph) => paragraph.heading || paragraph.text === chapter.title)).toEqual([]);
  }
}
