import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedFixture } from '@reeltalk/stack';
import { countWords } from '@reeltalk/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { extractScript, type ExtractedScript } from '../extraction/index.ts';
import { EspeakEngine } from './engine/espeak/espeak-engine.ts';
import { NEUTRAL_PROSODY } from './engine/index.ts';
import { layOut } from './layout.ts';
import { buildTimeline, timelineWords, type Timeline } from './timeline.ts';
import { narrationUnits, type NarrationUnit } from './units.ts';

// CI clones the repository with shared/ beside it, as here.
const DOCX = readdirSync(sharedFixture('docx'))
  .filter((name) => name.endsWith('.docx'))
  .map((name) => path.join('docx', name));
const TEXTS = ['texts/pride-and-prejudice-ch1-6.txt', 'texts/pride-and-prejudice.txt'];

const engine = new EspeakEngine();
afterAll(() => engine.close());

const read = (file: string): Promise<ExtractedScript> =>
  extractScript(readFileSync(sharedFixture(file)), file.endsWith('.txt') ? 'txt' : 'docx');

/** The transcript as a narration makes it (each unit read by the engine, laid out, timed), and the engine's words. */
async function narrated(units: NarrationUnit[]): Promise<{ timeline: Timeline; engineWords: number }> {
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
function expectTitlesOnce(script: ExtractedScript, units: NarrationUnit[]) {
  const headings = units.filter((unit) => unit.heading).map((unit) => unit.text);
  const titles = [...(script.title === null ? [] : [script.title]), ...script.chapters.flatMap((c) => c.title ?? [])];
  expect(headings).toEqual(titles);
  for (const title of titles) expect(units.filter((unit) => unit.text === title)).toHaveLength(1);
  if (script.title !== null) expect(units[0]).toEqual({ chapter: null, heading: true, text: script.title });
}

describe('the transcript of every fixture', () => {
  it.each([...DOCX, TEXTS[0] as string])(
    '%s: as many highlighted words as the script has words, each heading and the title once',
    async (file) => {
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
      const paragraphs = [
        ...(timeline.title ? [timeline.title] : []),
        ...timeline.chapters.flatMap((c) => c.paragraphs),
      ];
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
    },
    600_000,
  );

  it('shows numbers and abbreviations as written, a span each, over all the time the engine takes to say them', async () => {
    const text = 'Mr. Long paid £1,000 in 1813, i.e. 3.5% more — at 12:30 p.m.';
    const { timeline } = await narrated([{ chapter: 0, heading: false, text }]);
    const words = timelineWords(timeline);
    expect(words.map((word) => word.text)).toEqual([
      'Mr.',
      'Long',
      'paid',
      '£1,000',
      'in',
      '1813,',
      'i.e.',
      '3.5%',
      'more —',
      'at',
      '12:30',
      'p.m.',
    ]);
    const seconds = (written: string) => words.find((word) => word.text === written)!;
    const length = (written: string) => seconds(written).end - seconds(written).start;
    // "one thousand pounds" and "eighteen thirteen" take far longer than "in" or "at".
    expect(length('£1,000')).toBeGreaterThan(2 * length('in'));
    expect(length('1813,')).toBeGreaterThan(2 * length('at'));
  });

  it('the whole novel: its title and 61 chapter headings once each, and its units hold all its words', async () => {
    const script = await read(TEXTS[1] as string);
    const units = narrationUnits(script);
    expectTitlesOnce(script, units);
    expect(script.chapters).toHaveLength(61);
    expect(units.reduce((sum, unit) => sum + countWords(unit.text), 0)).toBe(script.wordCount);
  });
});
