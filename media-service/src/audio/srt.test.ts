import { describe, expect, it } from 'vitest';
import { chapteredCues, srtCues, srtTimestamp, webVttCues, type SubtitleWord } from './srt.ts';

const srtOf = (words: SubtitleWord[]) => [...srtCues(words)].join('');

describe('srtTimestamp', () => {
  it.each([
    [0, '00:00:00,000'],
    [1.2345, '00:00:01,235'],
    [59.9996, '00:01:00,000'],
    [3723.004, '01:02:03,004'],
    [13 * 3600 + 0.5, '13:00:00,500'],
    [-0.2, '00:00:00,000'],
  ])('%s s is %s', (seconds, text) => {
    expect(srtTimestamp(seconds)).toBe(text);
  });
});

describe('srtCues', () => {
  it('writes one numbered cue per word', () => {
    const srt = srtOf([
      { text: '"My', start: 0, end: 0.32 },
      { text: 'dear', start: 0.33, end: 0.61 },
      { text: 'Mr.', start: 61.5, end: 61.75 },
    ]);
    expect(srt).toBe(
      '1\n00:00:00,000 --> 00:00:00,320\n"My\n\n' +
        '2\n00:00:00,330 --> 00:00:00,610\ndear\n\n' +
        '3\n00:01:01,500 --> 00:01:01,750\nMr.\n\n',
    );
  });

  it('keeps every cue on one text line, skips empty words and never ends a cue before it starts', () => {
    expect(
      srtOf([
        { text: 'of\na', start: 1, end: 0.5 },
        { text: '  ', start: 2, end: 3 },
      ]),
    ).toBe('1\n00:00:01,000 --> 00:00:01,000\nof a\n\n');
  });

  it('numbers cues from where a previous part of the file stopped', () => {
    expect([...srtCues([{ text: 'later', start: 5, end: 6 }], 42)]).toEqual([
      '42\n00:00:05,000 --> 00:00:06,000\nlater\n\n',
    ]);
  });
});

describe('chapter cues', () => {
  const words: SubtitleWord[] = [
    { text: 'The', start: 0.4, end: 0.6 },
    { text: 'Letter', start: 0.6, end: 1.1 },
    { text: 'Chapter', start: 3.2, end: 3.6 },
    { text: 'Two', start: 3.6, end: 4 },
    { text: 'Done.', start: 9, end: 9.5 },
  ];
  const chapters = [
    { title: 'The Letter', start: 0, end: 3.2 },
    { title: 'Chapter Two: <Answer> & more', start: 3.2, end: 10 },
  ];

  it('writes a cue at each chapter’s start with its title, before the words said from there on (SRT)', () => {
    expect([...srtCues(chapteredCues(words, chapters))].join('')).toBe(
      '1\n00:00:00,000 --> 00:00:03,000\nThe Letter\n\n' +
        '2\n00:00:00,400 --> 00:00:00,600\nThe\n\n' +
        '3\n00:00:00,600 --> 00:00:01,100\nLetter\n\n' +
        '4\n00:00:03,200 --> 00:00:06,200\nChapter Two: <Answer> & more\n\n' +
        '5\n00:00:03,200 --> 00:00:03,600\nChapter\n\n' +
        '6\n00:00:03,600 --> 00:00:04,000\nTwo\n\n' +
        '7\n00:00:09,000 --> 00:00:09,500\nDone.\n\n',
    );
  });

  it('writes the same cues as WebVTT, each chapter’s named after it, its text escaped, none past its chapter', () => {
    const short = [chapters[0]!, { ...chapters[1]!, end: 4.5 }];
    expect([...webVttCues(chapteredCues(words.slice(0, 4), short))].join('')).toBe(
      'WEBVTT\n\n' +
        'chapter-1\n00:00:00.000 --> 00:00:03.000\nThe Letter\n\n' +
        '00:00:00.400 --> 00:00:00.600\nThe\n\n' +
        '00:00:00.600 --> 00:00:01.100\nLetter\n\n' +
        'chapter-2\n00:00:03.200 --> 00:00:04.500\nChapter Two: &lt;Answer> &amp; more\n\n' +
        '00:00:03.200 --> 00:00:03.600\nChapter\n\n' +
        '00:00:03.600 --> 00:00:04.000\nTwo\n\n',
    );
  });

  it('still marks a chapter that starts after the last word', () => {
    const cues = [...chapteredCues([], chapters)];
    expect(cues.map((cue) => [cue.id, cue.start])).toEqual([
      ['chapter-1', 0],
      ['chapter-2', 3.2],
    ]);
  });
});
