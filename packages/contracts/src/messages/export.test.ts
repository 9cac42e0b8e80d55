import { describe, expect, it } from 'vitest';
import {
  downloadFailed,
  EXPORT_MESSAGES,
  exportAudioFailed,
  fetchFileFailed,
  MIX_PROGRESS,
  mixCompleted,
  reprocessingFailed,
  saveChangesFailed,
  saveProjectFailed,
  uploadFailed,
  VIDEO_PROGRESS,
  videoGenerationFailed,
  WRAPPED_ERRORS,
} from './export.ts';

describe('export alerts and wrapped errors', () => {
  it.each([
    [
      EXPORT_MESSAGES.noAudioForDownload,
      'No audio file available for download. Please complete the audio generation process first.',
    ],
    [EXPORT_MESSAGES.noMixedAudio, 'No mixed audio available. Please complete the audio mixing process first.'],
    [downloadFailed('HTTP 404'), 'Download failed: HTTP 404'],
    [videoGenerationFailed('ffmpeg exited'), 'Video generation failed: ffmpeg exited'],
    [uploadFailed('HTTP 413'), 'Upload failed: HTTP 413'],
    [exportAudioFailed('HTTP 500'), 'Failed to export audio: HTTP 500'],
    [saveProjectFailed('HTTP 500'), 'Failed to save project: HTTP 500'],
    [saveChangesFailed('HTTP 400'), 'Failed to save changes: HTTP 400'],
    [EXPORT_MESSAGES.projectIdNotReady, 'Project ID not found or authentication not ready'],
    [reprocessingFailed('HTTP 500'), 'Reprocessing failed: HTTP 500'],
    [WRAPPED_ERRORS.projectCreation, 'Project creation failed'],
    [WRAPPED_ERRORS.fileUpload, 'File upload failed'],
    [WRAPPED_ERRORS.projectUpdate, 'Project update failed'],
    [WRAPPED_ERRORS.audioProcessing, 'Audio processing failed'],
    [WRAPPED_ERRORS.avatarUpload, 'Failed to upload avatar'],
    [fetchFileFailed(403, 'Forbidden'), 'Failed to fetch file: 403 Forbidden'],
    [EXPORT_MESSAGES.heading, 'Preview & Export'],
    [EXPORT_MESSAGES.pilotlyComingSoon, 'Pilotly Study feature coming soon!'],
    [EXPORT_MESSAGES.editCoverTitle, 'Edit Cover Art & Title'],
    [EXPORT_MESSAGES.videoGenerating, 'Generating Waveform Video'],
    [EXPORT_MESSAGES.videoWait, 'This may take a few minutes...'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('mixing progress', () => {
  it.each([
    [MIX_PROGRESS.preparing, { percent: 0, text: 'Preparing audio export...' }],
    [MIX_PROGRESS.processing, { percent: 25, text: 'Processing audio files...' }],
    [mixCompleted('Audio mixed successfully'), { percent: 100, text: 'Audio mixing completed!' }],
    [mixCompleted(undefined), { percent: 100, text: 'Audio mixing completed!' }],
    [
      mixCompleted('No music zones found, exported vocal only'),
      { percent: 100, text: 'Audio export completed! (Vocal only)' },
    ],
    [VIDEO_PROGRESS, { started: 10, finished: 100 }],
  ])('%j', (actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
