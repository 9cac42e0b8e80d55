/**
 * The voice the user has chosen on this visit. 'project' stands for the voice the step opens with: the project's
 * voice model, or else the default voice.
 */
export type VoiceChoice = { kind: 'project' } | { kind: 'model'; modelId: string } | { kind: 'custom'; file: File };

export const initialChoice: VoiceChoice = { kind: 'project' };

/** Choosing a model clears any custom file. */
export const chooseModel = (modelId: string): VoiceChoice => ({ kind: 'model', modelId });

/** Choosing a custom voice file clears the model selection. */
export const chooseCustomFile = (file: File): VoiceChoice => ({ kind: 'custom', file });

/** Removing the file restores the project's voice model, or else the default voice. */
export const removeCustomFile = (): VoiceChoice => initialChoice;

/** The voice model id the choice stands for; null for a custom file or when there is nothing to fall back on. */
export function chosenModelId(
  choice: VoiceChoice,
  projectVoiceId: string | null,
  defaultVoiceId: string | null,
): string | null {
  if (choice.kind === 'model') return choice.modelId;
  if (choice.kind === 'custom') return null;
  return projectVoiceId ?? defaultVoiceId;
}

export const customFileOf = (choice: VoiceChoice): File | null => (choice.kind === 'custom' ? choice.file : null);
