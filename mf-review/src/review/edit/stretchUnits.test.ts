import type { ScriptUnit } from '@reeltalk/contracts';
import { describe, expect, it } from 'vitest';
import { documentFromTimeline } from '../transcript/transcriptDocument.ts';
import type { Timeline, TimelineParagraph } from '../types.ts';
import { unitsOfStretches } from './stretchUnits.ts';

const read = (text: string, heading = false): TimelineParagraph => ({
  heading,
  start: 0,
  end: 1,
  words: text.split(' ').map((word) => ({ text: word, start: 0, end: 1 })),
});

const timeline: Timeline = {
  duration: 10,
  title: read('Moby Dick', true),
  chapters: [{ title: 'Loomings', start: 0, end: 9, paragraphs: [read('Loomings', true), read('Call me Ishmael.')] }],
};

const units: ScriptUnit[] = [
  { chapter: null, heading: true, text: 'Moby Dick', take: 0 },
  { chapter: 0, heading: true, text: 'Loomings', take: 0 },
  { chapter: 0, heading: false, text: '* * *', take: 0 },
  { chapter: 0, heading: false, text: 'Call me Ishmael.', take: 0 },
];

describe('unitsOfStretches', () => {
  it('pairs each stretch with the unit it reads, passing over units without words', () => {
    expect(unitsOfStretches(documentFromTimeline(timeline), units)).toEqual([0, 1, 3]);
  });

  it('pairs nothing when the transcript reads another script', () => {
    const document = documentFromTimeline(timeline);
    expect(unitsOfStretches(document, units.slice(1))).toBeNull();
    const longer = units.map((unit, index) => (index === 3 ? { ...unit, text: 'Call me Ishmael, friend.' } : unit));
    expect(unitsOfStretches(document, longer)).toBeNull();
  });
});
