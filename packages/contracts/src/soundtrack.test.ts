import { describe, expect, it } from 'vitest';
import { storageKeySchema } from './narration.ts';
import { moveZone, resizeZone } from './validation/index.ts';
import {
  exportedMusicPath,
  musicGenerationProblems,
  musicGenerationSchema,
  musicStatusSchema,
  musicZoneProblem,
  newMusicZoneSchema,
  scoreProposalSchema,
  STOCK_MUSIC_PREFIX,
  userMusicPrefix,
  validateMusicGeneration,
} from './soundtrack.ts';

const narration = { vocalDuration: 120, soundtrackDuration: 30 };

describe('musicZoneProblem', () => {
  it.each([
    ['a zone inside the narration', { start_time: 10, end_time: 40 }, narration, null],
    ['a zone to the narration’s very end', { start_time: 0, end_time: 120 }, narration, null],
    ['a zone of exactly a second', { start_time: 5, end_time: 6 }, narration, null],
    [
      'a soundtrack without a duration',
      { start_time: 0, end_time: 10 },
      { ...narration, soundtrackDuration: 0 },
      'Invalid soundtrack duration',
    ],
    [
      'a project not narrated yet',
      { start_time: 0, end_time: 10 },
      { ...narration, vocalDuration: null },
      'Narrate the script before adding music zones',
    ],
    ['a start before 0', { start_time: -1, end_time: 10 }, narration, 'A music zone cannot start before the narration'],
    ['a start equal to the end', { start_time: 10, end_time: 10 }, narration, 'A music zone must end after it starts'],
    ['a start after the end', { start_time: 20, end_time: 10 }, narration, 'A music zone must end after it starts'],
    [
      'an end past the narration',
      { start_time: 100, end_time: 120.5 },
      narration,
      'A music zone cannot end after the narration',
    ],
    [
      'a zone under a second',
      { start_time: 10, end_time: 10.9 },
      narration,
      'A music zone must be at least 1 second long',
    ],
  ] as const)('%s', (_, zone, durations, expected) => {
    expect(musicZoneProblem(zone, durations)).toBe(expected);
  });

  it('refuses a zone once the project holds 200, whatever its times', () => {
    const zone = { start_time: 10, end_time: 40 };
    expect(musicZoneProblem(zone, { ...narration, savedZones: 199 })).toBeNull();
    expect(musicZoneProblem(zone, { ...narration, savedZones: 200 })).toBe(
      'A project can hold at most 200 music zones. Delete one to add another.',
    );
  });

  it('accepts the shortest zone a resize makes and any zone a move makes', () => {
    for (const start of [0, 0.1, 0.3, 0.7, 7.7, 33.3, 118.9]) {
      const resized = resizeZone({ start_time: start, end_time: start + 5 }, start, 120);
      const moved = moveZone({ start_time: 0, end_time: 1.3 }, start + 0.9, 120);
      expect([musicZoneProblem(resized, narration), musicZoneProblem(moved, narration)]).toEqual([null, null]);
    }
  });
});

const generation = {
  projectId: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  duration: 30,
  prompt_description: '  slow melancholic piano ',
  track_name: 'Rainy evening',
};

describe('musicGenerationSchema', () => {
  it('keeps the texts trimmed', () => {
    expect(musicGenerationSchema.parse(generation)).toEqual({
      ...generation,
      prompt_description: 'slow melancholic piano',
    });
  });

  it.each([
    ['a duration not offered', { duration: 20 }, 'Duration must be 15, 30, 45 or 60 seconds'],
    ['a duration as text', { duration: '30' }, 'Duration must be 15, 30, 45 or 60 seconds'],
    ['an empty description', { prompt_description: '' }, 'Please describe the music style you want to generate'],
    ['a blank description', { prompt_description: '   ' }, 'Please describe the music style you want to generate'],
    ['no description', { prompt_description: undefined }, 'Please describe the music style you want to generate'],
    ['an empty track name', { track_name: ' ' }, 'Please enter a track name'],
    [
      'a long description',
      { prompt_description: 'x'.repeat(501) },
      'The music description must be at most 500 characters',
    ],
    ['a long track name', { track_name: 'x'.repeat(101) }, 'The track name must be at most 100 characters'],
    ['a project id that is not one', { projectId: 'p1' }, 'projectId must be a project id'],
  ])('refuses %s', (_, change, message) => {
    const result = musicGenerationSchema.safeParse({ ...generation, ...change });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('refuses fields it does not know', () => {
    expect(musicGenerationSchema.safeParse({ ...generation, key: 'music/stock/calm.mp3' }).success).toBe(false);
  });
});

describe('newMusicZoneSchema', () => {
  it.each([
    [{ soundtrackId: 'calm', start_time: 0, end_time: 10 }, true],
    [{ soundtrackId: '', start_time: 0, end_time: 10 }, false],
    [{ soundtrackId: 'calm', start_time: '0', end_time: 10 }, false],
    [{ soundtrackId: 'calm', start_time: 0, end_time: Number.POSITIVE_INFINITY }, false],
    [{ soundtrackId: 'calm', start_time: 0, end_time: 10, title: 'x' }, false],
  ])('%j → %s', (body, valid) => {
    expect(newMusicZoneSchema.safeParse(body).success).toBe(valid);
  });
});

describe('answers', () => {
  it('a status carries the finished soundtrack', () => {
    const status = {
      status: 'completed',
      stage: 'Done',
      percent: 100,
      error: null,
      soundtrack: {
        _id: 'g1',
        title: 'Rainy evening',
        short_description: 'slow melancholic piano',
        type: 'user-generated',
        duration: 30,
        source_audio: { file: 'music/users/u1/g1.mp3', preview: 'music/users/u1/g1.preview.mp3' },
      },
    };
    expect(musicStatusSchema.parse(status)).toEqual(status);
    expect(musicStatusSchema.safeParse({ ...status, status: 'done' }).success).toBe(false);
  });

  it('a score proposal offers only the durations the form offers', () => {
    const draft = {
      chapterTitle: 'Chapter 1',
      start_time: 0,
      end_time: 42,
      prompt_description: 'calm piano',
      track_name: 'Chapter 1',
      mood: 'calm',
      duration: 45,
    };
    expect(scoreProposalSchema.parse([draft])).toEqual([draft]);
    expect(scoreProposalSchema.safeParse([{ ...draft, duration: 42 }]).success).toBe(false);
  });
});

describe('music storage keys', () => {
  it.each([
    ['music/stock/calm-morning.mp3', true],
    ['music/stock/calm-morning.preview.mp3', true],
    ['music/users/7c1d2e3f-4a5b/0b8f3c1e.mp3', true],
    ['music/stock', false],
    ['music/users/u1', false],
    ['music/users/../projects/p1/x.mp3', false],
    ['music/other/x.mp3', false],
    ['music/stock/../users/u1/x.mp3', false],
  ])('%s → %s', (key, valid) => {
    expect(storageKeySchema.safeParse(key).success).toBe(valid);
  });

  it('puts a user’s music under their own folder', () => {
    expect(userMusicPrefix('u1')).toBe('music/users/u1/');
    expect(STOCK_MUSIC_PREFIX).toBe('music/stock/');
  });

  it('puts a user’s music in the ZIP of their data under music/, and nothing else there', () => {
    expect(exportedMusicPath('u1', 'music/users/u1/g1.mp3')).toBe('music/g1.mp3');
    expect(exportedMusicPath('u1', 'music/users/u1/g1.preview.mp3')).toBe('music/g1.preview.mp3');
    expect(exportedMusicPath('u1', 'music/users/u2/g1.mp3')).toBeNull();
    expect(exportedMusicPath('u1', 'music/stock/calm.mp3')).toBeNull();
  });
});

describe('musicGenerationProblems', () => {
  it('names every field that is wrong at once, each with its own message', () => {
    expect(musicGenerationProblems({ prompt_description: ' ', track_name: '' })).toEqual({
      prompt_description: 'Please describe the music style you want to generate',
      track_name: 'Please enter a track name',
    });
    expect(musicGenerationProblems({ prompt_description: 'Soft piano', track_name: '  ' })).toEqual({
      track_name: 'Please enter a track name',
    });
    expect(musicGenerationProblems({ prompt_description: 'x'.repeat(501), track_name: 'Calm\u0007' })).toEqual({
      prompt_description: expect.stringContaining('500'),
      track_name: expect.any(String),
    });
    expect(musicGenerationProblems({ prompt_description: 'Soft piano', track_name: 'Calm' })).toEqual({});
  });
});

describe('validateMusicGeneration', () => {
  it('answers the first problem of musicGenerationProblems (the description’s first), lengths and characters too', () => {
    expect(validateMusicGeneration({ prompt_description: '  ', track_name: '' })).toBe(
      'Please describe the music style you want to generate',
    );
    expect(validateMusicGeneration({ prompt_description: 'Soft piano', track_name: '   ' })).toBe(
      'Please enter a track name',
    );
    expect(validateMusicGeneration({ prompt_description: 'Soft piano', track_name: 'Calm' })).toBe('');
    for (const form of [
      { prompt_description: 'x'.repeat(501), track_name: 'Calm' },
      { prompt_description: 'Soft piano', track_name: 'Calm\u0007' },
      { prompt_description: 'x'.repeat(501), track_name: '' },
    ]) {
      const problems = musicGenerationProblems(form);
      expect(validateMusicGeneration(form)).toBe(problems.prompt_description ?? problems.track_name);
      expect(validateMusicGeneration(form)).not.toBe('');
    }
  });
});
