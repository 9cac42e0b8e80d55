import { describe, expect, it } from 'vitest';
import { narrationBarPercent, progressStepList, uploadBarPercent } from './progress.ts';

describe('progressStepList', () => {
  it('lists Creating Project, Uploading File, Processing Audio for a new project', () => {
    expect(progressStepList(false, 'uploading', false)).toEqual([
      { label: 'Creating Project', state: 'complete' },
      { label: 'Uploading File', state: 'in-progress' },
      { label: 'Processing Audio', state: 'inactive' },
    ]);
  });

  it('lists only Replacing File and Processing Audio when replacing', () => {
    expect(progressStepList(true, 'narrating', false)).toEqual([
      { label: 'Replacing File', state: 'complete' },
      { label: 'Processing Audio', state: 'in-progress' },
    ]);
  });

  it('has every step inactive before and complete after', () => {
    expect(progressStepList(false, null, false).map((step) => step.state)).toEqual([
      'inactive',
      'inactive',
      'inactive',
    ]);
    expect(progressStepList(true, null, true).map((step) => step.state)).toEqual(['complete', 'complete']);
  });
});

describe('bar percentages', () => {
  it.each([
    [false, 0, 40],
    [false, 50, 50],
    [false, 100, 60],
    [true, 0, 10],
    [true, 50, 35],
    [true, 100, 60],
    [false, 140, 60],
  ])('replacing %s, %d %% sent → %d %%', (replacing, sent, bar) => {
    expect(uploadBarPercent(replacing, sent)).toBe(bar);
  });

  it.each([
    [0, 60],
    [25, 70],
    [100, 100],
  ])('narration at %d %% → %d %%', (narration, bar) => {
    expect(narrationBarPercent(narration)).toBe(bar);
  });
});
