import { describe, expect, it } from 'vitest';
import { AUDIO_MESSAGES, audioLoadFailed } from './audio.ts';
import { TRANSCRIPT_MESSAGES, transcriptError } from './transcript.ts';

describe('transcript and audio texts', () => {
  it.each([
    [TRANSCRIPT_MESSAGES.loading, 'Extracting text from document...'],
    [transcriptError('Document has no text'), 'Error: Document has no text'],
    [TRANSCRIPT_MESSAGES.tryAgain, 'Try Again'],
    [TRANSCRIPT_MESSAGES.empty, 'No transcript available. Click "Extract Text" to extract text from the document.'],
    [TRANSCRIPT_MESSAGES.extractText, 'Extract Text'],
    [TRANSCRIPT_MESSAGES.processingComplete, 'Processing complete'],
    [TRANSCRIPT_MESSAGES.loadingProject, 'Loading project details...'],
    [AUDIO_MESSAGES.presignedUrlFailed, 'Failed to get presigned URL'],
    [AUDIO_MESSAGES.loadFailed, 'Failed to load audio file'],
    [audioLoadFailed('decode error'), 'Failed to load audio file: decode error'],
    [AUDIO_MESSAGES.playFailed, 'Failed to play audio'],
    [AUDIO_MESSAGES.noAudioFile, 'No audio file available'],
    [AUDIO_MESSAGES.notAvailable, 'Audio Not Available'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
