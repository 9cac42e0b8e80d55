import { describe, expect, it } from 'vitest';
import { MUSIC_ZONES_MESSAGES, musicZoneDeleteFailed, musicZonesLoadError, musicZoneSaveFailed } from './musicZones.ts';
import {
  musicGenerationFailed,
  musicGenerationStartFailed,
  SOUNDTRACK_MESSAGES,
  soundtracksLoadError,
  soundtrackTag,
} from './soundtracks.ts';

describe('music zone and soundtrack texts', () => {
  it.each([
    [musicZonesLoadError('timeout'), 'Error loading music zones: timeout'],
    [MUSIC_ZONES_MESSAGES.empty, 'Add music zones above'],
    [MUSIC_ZONES_MESSAGES.addZone, 'Add Music Zone'],
    [MUSIC_ZONES_MESSAGES.saveZone, 'Save Music Zone'],
    [musicZoneDeleteFailed('HTTP 500'), 'Failed to delete music zone: HTTP 500'],
    [musicZoneSaveFailed('HTTP 400'), 'Failed to save music zone: HTTP 400'],
    [soundtracksLoadError('HTTP 500'), 'Error loading soundtracks: HTTP 500'],
    [SOUNDTRACK_MESSAGES.empty, 'No soundtracks available'],
    [SOUNDTRACK_MESSAGES.projectIdRequired, 'Project ID is required to generate custom music'],
    [SOUNDTRACK_MESSAGES.authNotReady, 'Authentication not ready. Please wait and try again.'],
    [musicGenerationStartFailed('HTTP 429'), 'Failed to start music generation: HTTP 429'],
    [
      SOUNDTRACK_MESSAGES.generationTimedOut,
      'Music generation timed out. Please check your soundtrack list or try again.',
    ],
    [musicGenerationFailed('renderer crashed'), 'Music generation failed: renderer crashed'],
    [musicGenerationFailed(''), 'Music generation failed: Unknown error'],
    [musicGenerationFailed(null), 'Music generation failed: Unknown error'],
    [soundtrackTag('user-generated'), 'Custom'],
    [soundtrackTag('library'), ''],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
