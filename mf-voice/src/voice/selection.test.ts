import { describe, expect, it } from 'vitest';
import {
  chooseCustomFile,
  chooseModel,
  chosenModelId,
  customFileOf,
  initialChoice,
  removeCustomFile,
} from './selection.ts';

const sample = new File(['RIFF'], 'me.wav', { type: 'audio/wav' });

describe('voice selection', () => {
  it("starts on the project's voice model, else the default voice", () => {
    expect(chosenModelId(initialChoice, 'v-warm', 'v-default')).toBe('v-warm');
    expect(chosenModelId(initialChoice, null, 'v-default')).toBe('v-default');
    expect(chosenModelId(initialChoice, null, null)).toBeNull();
  });

  it('clears the model selection when a custom voice file is chosen', () => {
    const choice = chooseCustomFile(sample);
    expect(chosenModelId(choice, 'v-warm', 'v-default')).toBeNull();
    expect(customFileOf(choice)).toBe(sample);
  });

  it("restores the project's voice model, else the default, when the file is removed", () => {
    const removed = removeCustomFile();
    expect(customFileOf(removed)).toBeNull();
    expect(chosenModelId(removed, 'v-warm', 'v-default')).toBe('v-warm');
    expect(chosenModelId(removed, null, 'v-default')).toBe('v-default');
  });

  it('clears any custom file when a model is chosen', () => {
    const choice = chooseModel('v-calm');
    expect(customFileOf(choice)).toBeNull();
    expect(chosenModelId(choice, 'v-warm', 'v-default')).toBe('v-calm');
  });
});
