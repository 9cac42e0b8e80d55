import { describe, expect, it } from 'vitest';
import { layOut } from './layout.ts';
import type { ParagraphAudio } from './paragraph-audio.ts';
import { buildTimeline, narrationWords, timelineDuration, timelineJson, timelineWords } from './timeline.ts';

/** An MP3 frame (576 samples) lasts 0.05 s: whole seconds and the pauses fall on the frame grid. */
const RATE = 11_520;
/** A paragraph's audio whose engine words follow each other in its text, a space apart. */
function audio(seconds: number, words: Array<[string, number, number]> = []): ParagraphAudio {
  let charStart = 0;
  return {
    sampleRate: RATE,
    sampleCount: Math.round(seconds * RATE),
    envelope: { blockSamples: 576, min: [], max: [] },
    words: words.map(([text, start, end]) => {
      const word = { text, start, end, charStart, charEnd: charStart + text.length };
      charStart = word.charEnd + 1;
      return word;
    }),
  };
}

describe('layOut and buildTimeline', () => {
  const units = [
    {
      unit: { chapter: 0, heading: true, text: 'Chapter 1' },
      hash: 'h1',
      audio: audio(1, [
        ['Chapter', 0, 0.5],
        ['1', 0.6, 0.9],
      ]),
    },
    {
      unit: { chapter: 0, heading: false, text: 'It is.' },
      hash: 'p1',
      audio: audio(2, [
        ['It', 0.1, 0.4],
        ['is.', 0.5, 1.8],
      ]),
    },
    { unit: { chapter: 0, heading: false, text: '...' }, hash: 'empty', audio: audio(0) },
    { unit: { chapter: 0, heading: false, text: 'Yes.' }, hash: 'p2', audio: audio(1, [['Yes.', 0, 0.8]]) },
    {
      unit: { chapter: 1, heading: false, text: 'It is.' },
      hash: 'p1',
      audio: audio(2, [
        ['It', 0.1, 0.4],
        ['is.', 0.5, 1.8],
      ]),
    },
  ];

  it('puts pauses after titles, between paragraphs and between chapters, and skips silent units', () => {
    const layout = layOut(units);
    expect(layout.sampleRate).toBe(RATE);
    expect(layout.pieces).toEqual([
      { kind: 'paragraph', hash: 'h1', sampleCount: RATE },
      { kind: 'silence', sampleCount: RATE },
      { kind: 'paragraph', hash: 'p1', sampleCount: 2 * RATE },
      { kind: 'silence', sampleCount: 0.75 * RATE },
      { kind: 'paragraph', hash: 'p2', sampleCount: RATE },
      { kind: 'silence', sampleCount: 2 * RATE },
      { kind: 'paragraph', hash: 'p1', sampleCount: 2 * RATE },
    ]);
    expect(layout.totalSamples).toBe(9.75 * RATE);
    expect(layout.placed.map((placed) => placed.startSample)).toEqual([0, 2, 4.75, 7.75].map((s) => s * RATE));
  });

  it('starts every unit on the MP3 frame grid, rounding the pause before it up to whole frames', () => {
    const ragged = { ...units[1]!, audio: audio(1.01) };
    const layout = layOut([ragged, ragged]);
    // 1.01 s ends 0.01 s into its 21st frame; the 0.75 s pause then starts after that frame.
    expect(layout.placed[1]!.startSample).toBe(21 * 576 + 0.75 * RATE);
    expect(layout.pieces[1]).toEqual({
      kind: 'silence',
      sampleCount: 21 * 576 - ragged.audio.sampleCount + 0.75 * RATE,
    });
  });

  it('times chapters, paragraphs and words on the whole narration', () => {
    const timeline = buildTimeline(layOut(units));
    expect(timeline.duration).toBe(9.75);
    expect(timeline.chapters.map(({ title, start, end }) => ({ title, start, end }))).toEqual([
      { title: 'Chapter 1', start: 0, end: 5.75 },
      { title: null, start: 7.75, end: 9.75 },
    ]);
    expect(
      timeline.chapters[0]?.paragraphs.map(({ text, heading, start, end }) => ({ text, heading, start, end })),
    ).toEqual([
      { text: 'Chapter 1', heading: true, start: 0, end: 1 },
      { text: 'It is.', heading: false, start: 2, end: 4 },
      { text: 'Yes.', heading: false, start: 4.75, end: 5.75 },
    ]);
    expect(timelineWords(timeline)).toEqual([
      { text: 'Chapter', start: 0, end: 0.5 },
      { text: '1', start: 0.6, end: 0.9 },
      { text: 'It', start: 2.1, end: 2.4 },
      { text: 'is.', start: 2.5, end: 3.8 },
      { text: 'Yes.', start: 4.75, end: 5.55 },
      { text: 'It', start: 7.85, end: 8.15 },
      { text: 'is.', start: 8.25, end: 9.55 },
    ]);
  });

  it('writes the same timeline and words a chapter at a time, as a novel’s are written out', () => {
    const title = {
      unit: { chapter: null, heading: true, text: 'Gift' },
      hash: 't',
      audio: audio(1, [['Gift', 0, 0.5]]),
    };
    for (const layout of [layOut(units), layOut([title, ...units])]) {
      const timeline = buildTimeline(layout);
      expect(JSON.parse([...timelineJson(layout)].join(''))).toEqual(JSON.parse(JSON.stringify(timeline)));
      expect([...narrationWords(layout)]).toEqual(timelineWords(timeline));
      expect(timelineDuration(layout)).toBe(timeline.duration);
    }
  });

  it('reads the script’s title first, as the timeline’s title, a chapter’s pause before the first chapter', () => {
    const title = {
      unit: { chapter: null, heading: true, text: 'The Gift' },
      hash: 't',
      audio: audio(1, [
        ['The', 0, 0.3],
        ['Gift', 0.35, 0.8],
      ]),
    };
    const timeline = buildTimeline(layOut([title, ...units]));
    expect(timeline.title).toEqual({
      text: 'The Gift',
      heading: true,
      start: 0,
      end: 1,
      words: [
        { text: 'The', start: 0, end: 0.3 },
        { text: 'Gift', start: 0.35, end: 0.8 },
      ],
    });
    expect(timeline.chapters.map((chapter) => [chapter.title, chapter.start])).toEqual([
      ['Chapter 1', 3],
      [null, 10.75],
    ]);
    expect(timelineWords(timeline).map((word) => word.text)).toEqual([
      'The',
      'Gift',
      'Chapter',
      '1',
      'It',
      'is.',
      'Yes.',
      'It',
      'is.',
    ]);
  });

  it('gives each written word its own span when the engine timed several as one, sharing the time by characters', () => {
    const paragraph = {
      unit: { chapter: 0, heading: false, text: 'Some of the time, & more.' },
      hash: 'p',
      audio: audio(3, [
        ['Some', 0, 0.4],
        ['of the', 0.5, 1.1],
        ['time,', 1.2, 1.6],
        ['&', 1.7, 1.9],
        ['more.', 2, 2.5],
      ]),
    };
    expect(timelineWords(buildTimeline(layOut([paragraph])))).toEqual([
      { text: 'Some', start: 0, end: 0.4 },
      { text: 'of', start: 0.5, end: 0.74 },
      { text: 'the', start: 0.74, end: 1.1 },
      { text: 'time, &', start: 1.2, end: 1.9 },
      { text: 'more.', start: 2, end: 2.5 },
    ]);
  });

  it('refuses paragraphs of different sample rates', () => {
    const odd = { ...units[1]!, audio: { ...audio(1), sampleRate: 2000 } };
    expect(() => layOut([units[0]!, odd])).toThrow(/sample rate/);
  });
});
