import { describe, expect, it } from 'vitest';
import { narratedEmotions, projectVoiceId, reNarrationFlow, type VoiceChoice } from './voiceChoice.ts';

const james = { id: 'james', isDefault: false };
const ava = { id: 'ava', isDefault: true };
const none: VoiceChoice = { customFile: false, chosen: undefined, projectVoiceId: null, hasVocal: true };

describe('reNarrationFlow', () => {
  it.each([
    ['a custom voice file, whatever else', { ...none, customFile: true, chosen: ava, projectVoiceId: 'ava' }, 'custom'],
    ['a custom voice file over a narrated project', { ...none, customFile: true, chosen: null }, 'custom'],
    ['a non-default voice other than the project’s', { ...none, chosen: james, projectVoiceId: 'ava' }, 'predefined'],
    ['a non-default voice on a project without one', { ...none, chosen: james }, 'predefined'],
    ['the project’s own non-default voice', { ...none, chosen: james, projectVoiceId: 'james' }, null],
    ['the default voice and no vocal track yet', { ...none, chosen: ava, hasVocal: false }, 'default'],
    ['the default voice with a vocal track', { ...none, chosen: ava, projectVoiceId: 'james' }, null],
    ['nothing chosen', none, null],
    ['nothing chosen and no vocal track', { ...none, chosen: null, hasVocal: false }, null],
  ] as const)('%s → %s', (_, choice, flow) => {
    expect(reNarrationFlow(choice)).toBe(flow);
  });
});

describe('projectVoiceId', () => {
  it('reads a populated voice, a bare id and none', () => {
    const populated = { _id: 'v1', name: 'ava', displayName: 'Ava', gender: 'female' as const, tone: 'warm' };
    expect(projectVoiceId({ voice_model_id: populated })).toBe('v1');
    expect(projectVoiceId({ voice_model_id: 'v2' })).toBe('v2');
    expect(projectVoiceId({ voice_model_id: null })).toBeNull();
  });
});

describe('narratedEmotions', () => {
  const stems = { vocal: 'v.mp3', mix: null, vocal_duration: 3, musicZones: [], soundtrack: null };
  it('names the emotions the narration recorded, whatever the project holds now', () => {
    expect(narratedEmotions({ emotions: ['Angry'], audio_stems: { ...stems, vocal_emotions: ['Joyful'] } })).toEqual([
      'Joyful',
    ]);
    expect(narratedEmotions({ emotions: ['Angry'], audio_stems: { ...stems, vocal_emotions: [] } })).toEqual([]);
  });
  it("falls back to the project's choice when the narration recorded none, or there is none yet", () => {
    expect(narratedEmotions({ emotions: ['Angry'], audio_stems: { ...stems, vocal_emotions: null } })).toEqual([
      'Angry',
    ]);
    expect(narratedEmotions({ emotions: ['Angry'], audio_stems: { ...stems, vocal: null } })).toEqual(['Angry']);
  });
});
