import { describe, expect, it } from 'vitest';
import { srtCues, srtTimestamp, type SubtitleWord } from './srt.ts';

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
