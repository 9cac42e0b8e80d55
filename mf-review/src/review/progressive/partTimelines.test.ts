import { describe, expect, it } from 'vitest';
import { joinPartTimelines, partsWaveform, progressiveTranscript } from './partTimelines.ts';
import { manifestOf, partTimelines } from '../../../testing/progressiveFixture.ts';

// The first two parts are in: chapter 0 is whole, chapter 1 has begun.
const ready = () => {
  const manifest = manifestOf({ chaptersReady: 1 });
  return { manifest: { ...manifest, parts: manifest.parts.slice(0, 2) }, timelines: partTimelines() };
};

describe('joinPartTimelines', () => {
  it('makes a chapter split over two parts one chapter, its times those of its paragraphs', () => {
    const { timeline, chapterIndices } = joinPartTimelines(ready());
    expect(chapterIndices).toEqual([0, 1]);
    expect(timeline.duration).toBe(4.95);
    expect(timeline.title?.words.map((word) => word.text)).toEqual(['Moby-Dick']);
    expect(timeline.chapters.map(({ title, start, end }) => ({ title, start, end }))).toEqual([
      { title: 'Loomings', start: 0.5, end: 3.5 },
      { title: null, start: 4, end: 5 },
    ]);
    expect(timeline.chapters[0]!.paragraphs.map((paragraph) => paragraph.words.map((word) => word.text))).toEqual([
      ['Loomings'],
      ['Call', 'me'],
      ['Some', 'years', 'ago'],
    ]);
  });

  it('gives a chapter published without paragraphs the end of the one before', () => {
    const { manifest, timelines } = ready();
    const [first, second] = timelines;
    const joined = joinPartTimelines({
      manifest,
      timelines: [first!, { ...second!, chapters: [...second!.chapters, { index: 2, title: 'Next', paragraphs: [] }] }],
    });
    expect(joined.timeline.chapters[2]).toMatchObject({ title: 'Next', start: 5, end: 5 });
  });
});

describe('progressiveTranscript', () => {
  it('shows the ready chapters, marks the one begun, lists the rest with their titles or numbers', () => {
    const transcript = progressiveTranscript(ready());
    expect(transcript.document.chapters).toHaveLength(2);
    expect(transcript.document.words.map((word) => word.text)).toEqual([
      'Moby-Dick',
      'Loomings',
      'Call',
      'me',
      'Some',
      'years',
      'ago',
      'There',
      'now',
    ]);
    expect(transcript.lastChapterPartial).toBe(true);
    expect(transcript.upcoming).toEqual(['The Carpet-Bag']);
    expect(transcript.summary).toBe('1 of 3 chapters ready — the rest is being narrated.');
  });

  it('names an untitled chapter still to come by its number', () => {
    const { manifest, timelines } = ready();
    const transcript = progressiveTranscript({
      manifest: { ...manifest, chaptersReady: 0, parts: manifest.parts.slice(0, 1) },
      timelines: timelines.slice(0, 1),
    });
    expect(transcript.lastChapterPartial).toBe(true);
    expect(transcript.upcoming).toEqual(['Chapter 2', 'The Carpet-Bag']);
    expect(transcript.summary).toBe('0 of 3 chapters ready — the rest is being narrated.');
  });

  it('marks nothing once every chapter shown is whole', () => {
    const { manifest, timelines } = ready();
    const transcript = progressiveTranscript({
      manifest: { ...manifest, chapters: manifest.chapters.slice(0, 2), chaptersReady: 2, complete: true },
      timelines,
    });
    expect(transcript.lastChapterPartial).toBe(false);
    expect(transcript.upcoming).toEqual([]);
  });
});

describe('partsWaveform', () => {
  it("draws the ready parts' levels over the ready duration, by time", () => {
    const waveform = partsWaveform(ready(), 10);
    expect(waveform.duration).toBe(4.95);
    // Bars of 0.495 s, each the loudest bin it touches: part 0's bins are 0.5 s from -0.05 s, part 1's from 1.95 s.
    expect(waveform.peaks).toEqual([0.5, 1, 1, 0.75, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
  });

  it('scales levels louder than 1 down to 0..1', () => {
    const { manifest, timelines } = ready();
    const loud = timelines.map((part) => ({
      ...part,
      peaks: { ...part.peaks, levels: part.peaks.levels.map((level) => level * 4) },
    }));
    expect(Math.max(...partsWaveform({ manifest, timelines: loud }, 10).peaks)).toBe(1);
  });
});
