import { describe, expect, it } from 'vitest';
import { validateCustomVoiceFile } from './voice.ts';

describe('validateCustomVoiceFile', () => {
  it.each([
    ['audio/ogg', 1000, 'Please select an MP3 or WAV file'],
    ['video/mp4', 1000, 'Please select an MP3 or WAV file'],
    ['', 1000, 'Please select an MP3 or WAV file'],
    ['audio/mpeg', 3145729, 'File size must be less than 3MB'],
    ['audio/mpeg', 3145728, ''],
    ['audio/mp3', 1000, ''],
    ['audio/wav', 1000, ''],
    ['audio/wave', 1000, ''],
  ])('%j (%i bytes) → %j', (type, size, expected) => {
    expect(validateCustomVoiceFile({ type, size })).toBe(expected);
  });
});
