import type { VoiceFlowType } from './limits.ts';
import type { Project } from './project.ts';

/** project.voice_model_id as an id, whether the answer populated it with the voice or left it a bare id. */
export const projectVoiceId = (project: Pick<Project, 'voice_model_id'>): string | null =>
  typeof project.voice_model_id === 'string' ? project.voice_model_id : (project.voice_model_id?._id ?? null);

/**
 * The name of the voice reading the project, as its summaries show it: the bff populates voice_model_id with the voice
 * a narration reads (the default one when none is chosen), so 'Default' only when the catalogue had none to give.
 */
export const projectVoiceName = (project: Pick<Project, 'voice_model_id'>): string =>
  project.voice_model_id && typeof project.voice_model_id === 'object' ? project.voice_model_id.displayName : 'Default';

/**
 * The emotions of the narration the project plays, as its summaries show them: those its narration was read with;
 * the project's own choice when the narration recorded none (read before they were kept) or there is none yet.
 */
export const narratedEmotions = (project: Pick<Project, 'emotions' | 'audio_stems'>): string[] =>
  project.audio_stems.vocal_emotions ?? project.emotions;

/** What is chosen on the voice step as it is left, against what the project holds. */
export interface VoiceChoice {
  /** A custom voice file was sent. */
  customFile: boolean;
  /** The voice chosen from the catalogue (none when a custom file is sent or nothing could be chosen). */
  chosen: { id: string; isDefault: boolean } | null | undefined;
  /** The project's voice now. */
  projectVoiceId: string | null;
  /** The project already has a vocal track. */
  hasVocal: boolean;
}

/**
 * Leaving the voice step for the soundtrack re-narrates when a custom voice file is present, or a non-default voice
 * differs from the project's current voice, or the default voice is chosen and no vocal audio exists yet. Answers the
 * flow to run, or null when only the emotions are saved. The browser decides with it whether to show the processing
 * overlay; the bff decides with it whether to start the narration.
 */
export function reNarrationFlow({ customFile, chosen, projectVoiceId, hasVocal }: VoiceChoice): VoiceFlowType | null {
  if (customFile) return 'custom';
  if (chosen && !chosen.isDefault && chosen.id !== projectVoiceId) return 'predefined';
  if (chosen?.isDefault && !hasVocal) return 'default';
  return null;
}
