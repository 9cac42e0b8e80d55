import { describe, expect, it } from 'vitest';
import { voiceProgressPlan } from './progress.ts';

describe('voiceProgressPlan', () => {
  it("shows the custom flow's stages at spec 02 §4's percentages, each over the work it names", () => {
    expect(voiceProgressPlan('custom')).toEqual({
      reading: { stage: 'Extracting vocal stems...', percent: 25 },
      narrating: { stage: 'Generating new audio...', from: 50, to: 75 },
      encoding: { stage: 'Creating transcript...', from: 75, to: 98 },
      transcript: { stage: 'Creating transcript...', percent: 98 },
    });
  });

  it('shows the predefined texts for the predefined and the default flows', () => {
    for (const flow of ['predefined', 'default'] as const) {
      expect(voiceProgressPlan(flow)).toMatchObject({
        reading: { stage: 'Downloading voice model reference...', percent: 25 },
        narrating: { stage: 'Generating new audio with selected voice...', from: 50, to: 75 },
        encoding: { stage: 'Creating transcript...', from: 75 },
      });
    }
  });
});
