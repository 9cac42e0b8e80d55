import { describe, expect, it } from 'vitest';
import { progressPlan } from './progress-plan.ts';

describe('progressPlan', () => {
  it("shows the custom flow's stages at the voice step's percentages, each over the work it names", () => {
    expect(progressPlan('custom')).toEqual({
      reading: { stage: 'Extracting vocal stems...', percent: 25 },
      narrating: { stage: 'Generating new audio...', from: 50, to: 75 },
      encoding: { stage: 'Creating transcript...', from: 75, to: 98 },
      transcript: { stage: 'Creating transcript...', percent: 98 },
    });
  });

  it('shows the predefined texts for the predefined and the default flows', () => {
    for (const flow of ['predefined', 'default'] as const) {
      expect(progressPlan(flow)).toMatchObject({
        reading: { stage: 'Downloading voice model reference...', percent: 25 },
        narrating: { stage: 'Generating new audio with selected voice...', from: 50, to: 75 },
        encoding: { stage: 'Creating transcript...', from: 75 },
      });
    }
  });

  it("shows a script's own stages when no voice step flow is given, reading out over most of the bar", () => {
    expect(progressPlan(undefined)).toMatchObject({
      reading: { stage: 'Reading the script...', percent: 0 },
      narrating: { stage: 'Processing script with text-to-speech...', from: 0, to: 90 },
    });
  });
});
