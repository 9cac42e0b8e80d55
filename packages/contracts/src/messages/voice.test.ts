import { describe, expect, it } from 'vitest';
import {
  VOICE_MESSAGES,
  VOICE_PROCESSING_DONE,
  VOICE_PROCESSING_STAGES,
  voiceModelsFetchFailed,
  voiceProcessingFailed,
  voiceProcessingNetworkError,
} from './voice.ts';

describe('voice texts', () => {
  it.each([
    [VOICE_MESSAGES.connectionIssue, 'Connection Issue'],
    [VOICE_MESSAGES.fallbackHint, 'Showing fallback voices. Please check your connection and try refreshing the page.'],
    [VOICE_MESSAGES.retry, 'Retry'],
    [VOICE_MESSAGES.noVoices, 'No voices available'],
    [VOICE_MESSAGES.noPreview, 'No preview available'],
    [VOICE_MESSAGES.trainCustomVoice, 'Train A Custom Voice'],
    [voiceModelsFetchFailed(503), 'Failed to fetch voice models: 503'],
    [voiceProcessingFailed('bad file'), 'Failed to process voice and emotion selections: bad file'],
    [
      voiceProcessingNetworkError('Failed to fetch'),
      'Network error: Failed to fetch. Please check if the server is running',
    ],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('voice processing stages', () => {
  it.each([
    [
      'custom',
      [
        { percent: 25, text: 'Extracting vocal stems...' },
        { percent: 50, text: 'Generating new audio...' },
        { percent: 75, text: 'Creating transcript...' },
      ],
    ],
    [
      'predefined',
      [
        { percent: 25, text: 'Downloading voice model reference...' },
        { percent: 50, text: 'Generating new audio with selected voice...' },
        { percent: 75, text: 'Creating transcript...' },
      ],
    ],
  ] as const)('%s', (flow, expected) => {
    expect(VOICE_PROCESSING_STAGES[flow]).toEqual(expected);
  });

  it('ends with Processing completed!', () => {
    expect(VOICE_PROCESSING_DONE).toEqual({ percent: 100, text: 'Processing completed!' });
  });
});
