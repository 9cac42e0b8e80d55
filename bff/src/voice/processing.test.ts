import { describe, expect, it } from 'vitest';
import { processingFlow, type VoiceChoice } from './processing.ts';

const james = { id: 'james', isDefault: false };
const ava = { id: 'ava', isDefault: true };
const none: VoiceChoice = { customFile: false, chosen: undefined, projectVoiceId: null, hasVocal: true };

describe('processingFlow (spec 02 §4)', () => {
  it.each([
    ['a custom voice file, whatever else', { ...none, customFile: true, chosen: ava, projectVoiceId: 'ava' }, 'custom'],
    ['a non-default voice other than the project’s', { ...none, chosen: james, projectVoiceId: 'ava' }, 'predefined'],
    ['a non-default voice on a project without one', { ...none, chosen: james }, 'predefined'],
    ['the project’s own non-default voice', { ...none, chosen: james, projectVoiceId: 'james' }, null],
    ['the default voice and no vocal track yet', { ...none, chosen: ava, hasVocal: false }, 'default'],
    ['the default voice with a vocal track', { ...none, chosen: ava, projectVoiceId: 'james' }, null],
    ['nothing chosen', none, null],
  ] as const)('%s → %s', (_, choice, flow) => {
    expect(processingFlow(choice)).toBe(flow);
  });
});
