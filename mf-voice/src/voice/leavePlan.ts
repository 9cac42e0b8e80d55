import type { VoiceFlowType } from '@reeltalk/contracts';

export interface LeaveVoiceInput {
  /** The project has a script to narrate. */
  hasScript: boolean;
  /** A custom voice file is chosen. */
  hasCustomFile: boolean;
  /** The chosen voice model (null when none is chosen or the voices did not load). */
  selected: { _id: string; isDefault: boolean } | null;
  /** The project's current voice model id. */
  projectVoiceId: string | null;
  /** The project already has a vocal track. */
  hasVocal: boolean;
}

export type LeaveVoicePlan = { process: true; flowType: VoiceFlowType } | { process: false };

/**
 * Spec 02 §4, leaving voice for soundtrack: processing runs when a custom voice file is present, or a non-default voice
 * differs from the project's current voice, or the default voice is chosen and no vocal audio exists yet. Otherwise
 * only the emotions are saved. A project without a script has nothing to narrate, whatever is chosen.
 */
export function planLeaveVoice({
  hasScript,
  hasCustomFile,
  selected,
  projectVoiceId,
  hasVocal,
}: LeaveVoiceInput): LeaveVoicePlan {
  if (!hasScript) return { process: false };
  if (hasCustomFile) return { process: true, flowType: 'custom' };
  if (selected && !selected.isDefault && selected._id !== projectVoiceId)
    return { process: true, flowType: 'predefined' };
  if (selected?.isDefault && !hasVocal) return { process: true, flowType: 'default' };
  return { process: false };
}
