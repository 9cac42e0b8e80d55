import { describe, expect, it } from 'vitest';
import {
  audioTitle,
  audioTitleOf,
  DEFAULT_COVER_URL,
  MIX_ANSWERS,
  MIX_STAGES,
  mixCompletionText,
  mixRequestSchema,
  mixStartedSchema,
} from './export.ts';

describe('mix stages', () => {
  it('are the texts the spec shows', () => {
    expect(MIX_STAGES).toEqual({
      preparing: 'Preparing audio export...',
      processing: 'Processing audio files...',
      mixed: 'Audio mixing completed!',
      vocalOnly: 'Audio export completed! (Vocal only)',
    });
  });

  it.each([
    [MIX_ANSWERS.vocalOnly, MIX_STAGES.vocalOnly],
    [MIX_ANSWERS.mixed, MIX_STAGES.mixed],
    [undefined, MIX_STAGES.mixed],
  ])('the answer %j completes as %j', (message, text) => {
    expect(mixCompletionText(message)).toBe(text);
  });
});

describe('mix request', () => {
  const request = {
    ownerId: 'u1',
    narrationKey: 'projects/p/narration/a.flac',
    narrationSeconds: 60,
    tags: { title: 'Pride and Prejudice', artist: 'Jane Austen', narrator: 'Amy', year: '2026', genre: 'Classics' },
  };

  it('takes zones that end after they start', () => {
    expect(
      mixRequestSchema.safeParse({ ...request, zones: [{ musicKey: 'music/stock/calm.mp3', start: 1, end: 5 }] })
        .success,
    ).toBe(true);
  });

  it("takes the narration's timeline key, none (null) when left out, and refuses one that is no storage key", () => {
    const timelineKey = 'projects/p/narration/a/timeline.json';
    expect(mixRequestSchema.parse({ ...request, timelineKey, zones: [] }).timelineKey).toBe(timelineKey);
    expect(mixRequestSchema.parse({ ...request, zones: [] }).timelineKey).toBeNull();
    expect(mixRequestSchema.safeParse({ ...request, timelineKey: '../secrets', zones: [] }).success).toBe(false);
  });

  it('refuses a zone that ends before it starts', () => {
    expect(
      mixRequestSchema.safeParse({ ...request, zones: [{ musicKey: 'music/stock/calm.mp3', start: 5, end: 1 }] })
        .success,
    ).toBe(false);
  });

  it('refuses a mix without a title to tag its files with', () => {
    for (const tags of [undefined, { title: '  ', artist: 'Jane Austen', narrator: '', year: '', genre: '' }]) {
      expect(mixRequestSchema.safeParse({ ...request, tags, zones: [] }).success).toBe(false);
    }
  });

  it('answers a reused mix or a job', () => {
    expect(mixStartedSchema.parse({ jobId: 'j' })).toEqual({ jobId: 'j' });
    expect(mixStartedSchema.parse({ reused: true, mp3Key: 'a.mp3', wavKey: 'a.wav', withMusic: false })).toMatchObject({
      reused: true,
    });
  });
});

describe('the one title and cover of an audiobook', () => {
  it.each([
    ['Lighthouse Nights', 'Pride and Prejudice', 'Lighthouse Nights'],
    ['  Lighthouse Nights ', 'Pride and Prejudice', 'Lighthouse Nights'],
    [undefined, 'Pride and Prejudice', 'Pride and Prejudice'],
    ['   ', ' Pride and Prejudice ', 'Pride and Prejudice'],
    [null, '  ', 'ReelTalk Audiobook'],
  ])('cover title %j and project name %j: %j', (coverTitle, name, expected) => {
    expect(audioTitle(coverTitle, name)).toBe(expected);
    expect(audioTitleOf({ name: name ?? '', videoInfo: { video_title_caption: coverTitle } })).toBe(expected);
  });

  it('has one default cover, a picture the page policy lets an <img> show (data:)', () => {
    expect(DEFAULT_COVER_URL).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(DEFAULT_COVER_URL.slice('data:image/svg+xml,'.length))).toMatch(/^<svg [^>]*viewBox/);
  });
});
