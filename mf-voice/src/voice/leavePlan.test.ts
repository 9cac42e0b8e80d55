import { describe, expect, it } from 'vitest';
import { planLeaveVoice, type LeaveVoiceInput, type LeaveVoicePlan } from './leavePlan.ts';

const DEFAULT = { _id: 'v-default', isDefault: true };
const WARM = { _id: 'v-warm', isDefault: false };

const rows: Array<[string, LeaveVoiceInput, LeaveVoicePlan]> = [
  [
    'a custom file, whatever else is chosen',
    { hasScript: true, hasCustomFile: true, selected: null, projectVoiceId: 'v-warm', hasVocal: true },
    { process: true, flowType: 'custom' },
  ],
  [
    'a custom file over a narrated project with the default voice',
    { hasScript: true, hasCustomFile: true, selected: DEFAULT, projectVoiceId: 'v-default', hasVocal: true },
    { process: true, flowType: 'custom' },
  ],
  [
    'a non-default voice the project does not have',
    { hasScript: true, hasCustomFile: false, selected: WARM, projectVoiceId: 'v-default', hasVocal: true },
    { process: true, flowType: 'predefined' },
  ],
  [
    'a non-default voice on a project with no voice yet',
    { hasScript: true, hasCustomFile: false, selected: WARM, projectVoiceId: null, hasVocal: false },
    { process: true, flowType: 'predefined' },
  ],
  [
    "the project's own non-default voice",
    { hasScript: true, hasCustomFile: false, selected: WARM, projectVoiceId: 'v-warm', hasVocal: true },
    { process: false },
  ],
  [
    "the project's own non-default voice, even without vocal audio",
    { hasScript: true, hasCustomFile: false, selected: WARM, projectVoiceId: 'v-warm', hasVocal: false },
    { process: false },
  ],
  [
    'the default voice and no vocal audio yet',
    { hasScript: true, hasCustomFile: false, selected: DEFAULT, projectVoiceId: null, hasVocal: false },
    { process: true, flowType: 'default' },
  ],
  [
    "the default voice as the project's voice, no vocal audio yet",
    { hasScript: true, hasCustomFile: false, selected: DEFAULT, projectVoiceId: 'v-default', hasVocal: false },
    { process: true, flowType: 'default' },
  ],
  [
    'the default voice with vocal audio',
    { hasScript: true, hasCustomFile: false, selected: DEFAULT, projectVoiceId: 'v-default', hasVocal: true },
    { process: false },
  ],
  [
    'the default voice with vocal audio made by another voice (the spec reprocesses only non-default changes)',
    { hasScript: true, hasCustomFile: false, selected: DEFAULT, projectVoiceId: 'v-warm', hasVocal: true },
    { process: false },
  ],
  [
    'no voice chosen (the voices did not load)',
    { hasScript: true, hasCustomFile: false, selected: null, projectVoiceId: null, hasVocal: false },
    { process: false },
  ],
  [
    'nothing to narrate: a project without a script, even with a custom file',
    { hasScript: false, hasCustomFile: true, selected: WARM, projectVoiceId: null, hasVocal: false },
    { process: false },
  ],
  [
    'nothing to narrate: a project without a script and the default voice',
    { hasScript: false, hasCustomFile: false, selected: DEFAULT, projectVoiceId: null, hasVocal: false },
    { process: false },
  ],
];

describe('planLeaveVoice (spec 02 §4, leaving voice for soundtrack)', () => {
  it.each(rows)('%s', (_case, input, plan) => {
    expect(planLeaveVoice(input)).toEqual(plan);
  });
});
