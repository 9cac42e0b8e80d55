import { readdirSync } from 'node:fs';
import path from 'node:path';
import { countWords } from '@reeltalk/contracts';
import { sharedFixture } from '@reeltalk/stack';
import { describe, expect, it } from 'vitest';
import { expectFixtureTranscript, expectTitlesOnce, narrated, read } from '../../testing/transcripts.ts';
import { timelineWords } from './timeline.ts';
import { narrationUnits } from './units.ts';

// CI clones the repository with shared/ beside it, as here.
const DOCX = readdirSync(sharedFixture('docx'))
  .filter((name) => name.endsWith('.docx'))
  .map((name) => path.join('docx', name));
const NOVEL = 'texts/pride-and-prejudice.txt';
// Narrating chapters 1-6 of the novel (7,700 words, as .docx and .txt) is the slow suite's walk.
const CHAPTERS_1_TO_6 = 'pride-and-prejudice-ch1-6';

describe('the transcript of every fixture', () => {
  it.each(DOCX.filter((file) => !file.includes(CHAPTERS_1_TO_6)))(
    '%s: as many highlighted words as the script has words, each heading and the title once',
    (file) => expectFixtureTranscript(file),
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

  it('the whole novel: its title and 61 chapter headings once each, its front matter first, and its units hold all its words', async () => {
    const script = await read(NOVEL);
    const units = narrationUnits(script);
    expectTitlesOnce(script, units);
    // The untitled front matter (credit and author lines), then the 61 chapters.
    expect(script.chapters.map((chapter) => chapter.title === null)).toEqual([true, ...Array<boolean>(61).fill(false)]);
    expect(units.reduce((sum, unit) => sum + countWords(unit.text), 0)).toBe(script.wordCount);
  });
});
