import { describe, expect, it } from 'vitest';
import { documentFromSegments, documentFromTimeline, documentStretches, parseSrt } from './transcriptDocument.ts';

describe('documentFromTimeline', () => {
  it('keeps the chapters and paragraphs of the timeline, words in one list', () => {
    const document = documentFromTimeline({
      duration: 9,
      chapters: [
        {
          title: 'Chapter One',
          start: 0,
          end: 4,
          paragraphs: [
            {
              start: 0,
              end: 1,
              words: [
                { text: 'It', start: 0, end: 0.3 },
                { text: 'began.', start: 0.4, end: 1 },
              ],
            },
            { start: 2, end: 4, words: [{ text: 'Then', start: 2, end: 4 }] },
          ],
        },
        {
          title: '  ',
          start: 5,
          end: 9,
          paragraphs: [
            { start: 5, end: 5, words: [] },
            { start: 5, end: 9, words: [{ text: 'End.', start: 5, end: 9 }] },
          ],
        },
      ],
    });
    expect(document.words.map((word) => word.text)).toEqual(['It', 'began.', 'Then', 'End.']);
    expect(document.chapters).toEqual([
      {
        title: 'Chapter One',
        paragraphs: [
          { first: 0, count: 2 },
          { first: 2, count: 1 },
        ],
      },
      { title: null, paragraphs: [{ first: 3, count: 1 }] },
    ]);
  });
});

describe('documentFromTimeline: titles and headings', () => {
  const timeline = {
    duration: 6,
    title: { heading: true, start: 0, end: 1, words: [{ text: 'Moby-Dick', start: 0, end: 1 }] },
    chapters: [
      {
        title: 'Loomings',
        start: 3,
        end: 6,
        paragraphs: [
          { heading: true, start: 3, end: 4, words: [{ text: 'Loomings', start: 3, end: 4 }] },
          { start: 5, end: 6, words: [{ text: 'Call', start: 5, end: 5.5 }] },
        ],
      },
      {
        title: 'The Carpet-Bag',
        start: 7,
        end: 8,
        paragraphs: [{ start: 7, end: 8, words: [{ text: 'I', start: 7, end: 8 }] }],
      },
    ],
  };

  it('shows a chapter title read out once, as its heading with its words, never again as a paragraph', () => {
    const document = documentFromTimeline(timeline);
    expect(document.words.map((word) => word.text)).toEqual(['Moby-Dick', 'Loomings', 'Call', 'I']);
    expect(document.title).toEqual({ first: 0, count: 1 });
    expect(document.chapters).toEqual([
      { title: 'Loomings', heading: { first: 1, count: 1 }, paragraphs: [{ first: 2, count: 1 }] },
      { title: 'The Carpet-Bag', paragraphs: [{ first: 3, count: 1 }] },
    ]);
    expect(documentStretches(document)).toEqual([
      { first: 0, count: 1 },
      { first: 1, count: 1 },
      { first: 2, count: 1 },
      { first: 3, count: 1 },
    ]);
  });
});

const srt = `1
00:00:00,000 --> 00:00:00,400
Hello

2
00:00:00,500 --> 00:00:01,000
world.

3
00:00:05,000 --> 00:00:05,500
Exactly

4
00:00:09,500 --> 00:00:10,000
four.

5
00:00:14,001 --> 00:00:15,001
Over four
`;

describe('parseSrt', () => {
  it('reads start, end (seconds) and text of each segment', () => {
    expect(parseSrt(srt).slice(0, 2)).toEqual([
      { start: 0, end: 0.4, text: 'Hello' },
      { start: 0.5, end: 1, text: 'world.' },
    ]);
  });
});

describe('documentFromSegments: paragraph gap rule', () => {
  it('starts a new paragraph only where the gap between segments is over 4 s', () => {
    const document = documentFromSegments(parseSrt(srt));
    const paragraphs = document.chapters[0]!.paragraphs.map(({ first, count }) =>
      document.words.slice(first, first + count).map((word) => word.text),
    );
    // 1.0 → 5.0 is 4 s (no break), 5.5 → 9.5 is 4 s (no break), 10.0 → 14.001 is over 4 s (break).
    expect(paragraphs).toEqual([
      ['Hello', 'world.', 'Exactly', 'four.'],
      ['Over', 'four'],
    ]);
    expect(document.chapters[0]!.title).toBeNull();
  });

  it('shares a segment of several words by their length', () => {
    const { words } = documentFromSegments([{ start: 10, end: 11, text: 'ab abc' }]);
    expect(words.map((word) => [word.text, word.start, Number(word.end.toFixed(2))])).toEqual([
      ['ab', 10, 10.4],
      ['abc', 10.4, 11],
    ]);
  });

  it('takes a segment’s words by the word rule: punctuation standing alone goes with its word', () => {
    const { words } = documentFromSegments([{ start: 0, end: 1, text: 'salt & pepper — of the' }]);
    expect(words.map((word) => word.text)).toEqual(['salt &', 'pepper —', 'of', 'the']);
  });

  it('has no chapter without words', () => {
    expect(documentFromSegments([{ start: 0, end: 1, text: '  ' }])).toEqual({ words: [], chapters: [] });
  });
});
