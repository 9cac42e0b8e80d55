import type { NarrationPartTimeline, ProgressiveNarration } from '@reeltalk/contracts';

/**
 * For tests: a narration in flight with round numbers. A frame is 0.1 s and the encoder's delay 0.05 s, so frame f
 * plays at f / 10 - 0.05 s; parts of 20, 30, 10 and 40 frames.
 */
export const manifestOf = (patch: Partial<ProgressiveNarration> = {}): ProgressiveNarration => ({
  sampleRate: 1000,
  frameSamples: 100,
  delay: 50,
  chapters: [{ title: 'Loomings' }, { title: null }, { title: 'The Carpet-Bag' }],
  chaptersReady: 0,
  parts: [
    {
      audioKey: 'projects/p1/narration/j1/parts/0.mp3',
      timelineKey: 'projects/p1/narration/j1/parts/0.json',
      startFrame: 0,
      frames: 20,
    },
    {
      audioKey: 'projects/p1/narration/j1/parts/1.mp3',
      timelineKey: 'projects/p1/narration/j1/parts/1.json',
      startFrame: 20,
      frames: 30,
    },
    {
      audioKey: 'projects/p1/narration/j1/parts/2.mp3',
      timelineKey: 'projects/p1/narration/j1/parts/2.json',
      startFrame: 50,
      frames: 10,
    },
    {
      audioKey: 'projects/p1/narration/j1/parts/3.mp3',
      timelineKey: 'projects/p1/narration/j1/parts/3.json',
      startFrame: 60,
      frames: 40,
    },
  ],
  complete: false,
  ...patch,
});

const paragraph = (start: number, ...words: string[]) => ({
  text: words.join(' '),
  heading: false,
  start,
  end: start + words.length * 0.5,
  words: words.map((text, index) => ({ text, start: start + index * 0.5, end: start + index * 0.5 + 0.4 })),
});

/**
 * The first two parts' timelines: the script's title and chapter 0 in part 0; chapter 0 goes on in part 1, where
 * chapter 1 (untitled) begins.
 */
export const partTimelines = (): NarrationPartTimeline[] => [
  {
    title: { ...paragraph(0, 'Moby-Dick'), heading: true },
    chapters: [
      {
        index: 0,
        title: 'Loomings',
        paragraphs: [{ ...paragraph(0.5, 'Loomings'), heading: true }, paragraph(1, 'Call', 'me')],
      },
    ],
    peaks: { perSecond: 2, levels: [0.5, 0.25, 1, 0.75] },
  },
  {
    title: null,
    chapters: [
      { index: 0, title: 'Loomings', paragraphs: [paragraph(2, 'Some', 'years', 'ago')] },
      { index: 1, title: null, paragraphs: [paragraph(4, 'There', 'now')] },
    ],
    peaks: { perSecond: 2, levels: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5] },
  },
];
