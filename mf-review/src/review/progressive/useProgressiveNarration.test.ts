import { testProject } from '@reeltalk/web-kit/testing';
import { describe, expect, it } from 'vitest';
import { narrationProgress } from '../../../testing/narrationProgress.ts';
import { progressiveJob } from './useProgressiveNarration.ts';

const withVocal = (vocal: string | null, narration?: { jobId: string }) => {
  const project = testProject(
    narration ? { narration: { ...narration, state: 'running', percent: 90, stage: 'Narrating' } } : {},
  );
  project.audio_stems = { ...project.audio_stems, vocal };
  return project;
};

describe('progressiveJob', () => {
  it('plays the parts of a running narration once it has published one', () => {
    expect(progressiveJob(narrationProgress({ jobId: 'j1', parts: 0 }), withVocal(null))).toBeNull();
    expect(progressiveJob(narrationProgress({ jobId: 'j1', parts: 1 }), withVocal(null))).toBe('j1');
    expect(progressiveJob(narrationProgress({ jobId: 'j1', parts: 1, state: 'queued' }), withVocal(null))).toBe('j1');
    expect(progressiveJob(narrationProgress({ jobId: 'j1', parts: 1 }), null)).toBeNull();
  });

  it('after it completed, goes on while the vocal track is its own, not there yet, or not read since', () => {
    const completed = narrationProgress({ jobId: 'j1', parts: 3, state: 'done' });
    expect(progressiveJob(completed, withVocal('projects/p1/narration/j1/vocal.mp3'))).toBe('j1');
    expect(progressiveJob(completed, withVocal(null))).toBe('j1');
    // Read while it was still running: the project still names the narration before it.
    expect(progressiveJob(completed, withVocal('projects/p1/narration/j0/vocal.mp3', { jobId: 'j1' }))).toBe('j1');
    // Its narration was assembled before, by another job: that file plays.
    expect(progressiveJob(completed, withVocal('projects/p1/narration/j0/vocal.mp3'))).toBeNull();
  });

  it('never plays the parts of a failed narration', () => {
    expect(progressiveJob(narrationProgress({ jobId: 'j1', parts: 2, state: 'failed' }), withVocal(null))).toBeNull();
  });
});
