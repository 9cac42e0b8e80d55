import {
  emotionsSchema,
  projectVoiceId,
  readingProsody,
  type Emotion,
  type Project,
  type Prosody,
  type VoiceEngine,
} from '@reeltalk/contracts';
import type { MediaClient } from '../media/client.ts';
import type { VoiceModelRepository } from './repository.ts';
import type { VoiceModelRow } from './table.ts';

/** How a narration reads: the engine's voice and prosody, and the voice model and emotions they come from. */
export interface NarrationReading {
  voice: string;
  prosody: Prosody;
  voiceModelId: string;
  emotions: Emotion[];
}

/**
 * The engine voice of a catalogue voice: its own entry for this engine; for an engine it has none for (one an
 * operator has just configured), the engine's first voice of the same language and gender, else of the same gender,
 * else the engine's default. So a new engine needs no change to the catalogue, only optionally better entries.
 */
export function engineVoiceOf(voice: VoiceModelRow, engine: VoiceEngine): string {
  const own = voice.engine_voices[engine.engine];
  if (own && engine.voices.some((known) => known.id === own)) return own;
  const alike =
    engine.voices.find((known) => known.language === voice.language && known.gender === voice.gender) ??
    engine.voices.find((known) => known.gender === voice.gender);
  return alike?.id ?? engine.defaultVoice;
}

/** The reading of `voice` with `emotions`: the voice's own manner times the emotions' (contracts' voice.ts). */
export function readingOf(voice: VoiceModelRow, emotions: Emotion[], engine: VoiceEngine): NarrationReading {
  return {
    voice: engineVoiceOf(voice, engine),
    prosody: readingProsody(voice.prosody, emotions),
    voiceModelId: voice.id,
    emotions,
  };
}

/** The reading of a project as it stands: its voice (the default one when it has none) with its emotions. */
export function projectReadings(deps: { voices: VoiceModelRepository; media: MediaClient }) {
  return async (project: Project): Promise<NarrationReading> => {
    const id = projectVoiceId(project);
    const voice =
      (id ? await deps.voices.findFor(project.userId._id, id) : undefined) ?? (await deps.voices.findDefault());
    if (!voice) throw new Error('The voice catalogue has no default voice.');
    // Emotions saved before they were checked read as none rather than failing the narration.
    const emotions = emotionsSchema.catch([]).parse(project.emotions);
    return readingOf(voice, emotions, await deps.media.call('voiceEngine'));
  };
}
