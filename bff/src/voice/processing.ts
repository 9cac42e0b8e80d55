import type { VoiceFlowType } from '@reeltalk/contracts';

export interface VoiceChoice {
  /** A custom voice file was sent. */
  customFile: boolean;
  /** The voice chosen from the catalogue (none when a custom file is sent). */
  chosen: { id: string; isDefault: boolean } | undefined;
  /** The project's voice now. */
  projectVoiceId: string | null;
  /** The project already has a vocal track. */
  hasVocal: boolean;
}

/**
 * Spec 02 §4, leaving voice for soundtrack: processing runs when a custom voice file is present, or a non-default
 * voice differs from the project's current voice, or the default voice is chosen and no vocal audio exists yet.
 * Answers the flow to run, or null when only the emotions are to be saved.
 */
export function processingFlow({ customFile, chosen, projectVoiceId, hasVocal }: VoiceChoice): VoiceFlowType | null {
  if (customFile) return 'custom';
  if (chosen && !chosen.isDefault && chosen.id !== projectVoiceId) return 'predefined';
  if (chosen?.isDefault && !hasVocal) return 'default';
  return null;
}
