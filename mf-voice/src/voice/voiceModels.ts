import type { VoiceModel } from '@reeltalk/contracts';

/**
 * Shown when the voices cannot be loaded, so the step still shows what it offers. They exist only on this page (the
 * server knows none of these ids), so they cannot be chosen or previewed.
 */
export const FALLBACK_VOICES: readonly VoiceModel[] = [
  {
    _id: 'fallback-narrator',
    name: 'narrator',
    displayName: 'Narrator',
    description: 'A clear, even voice for most books.',
    gender: 'female',
    tone: 'warm',
    accent: 'American',
    isDefault: true,
    preview_audio: { file: null, duration: null },
  },
  {
    _id: 'fallback-storyteller',
    name: 'storyteller',
    displayName: 'Storyteller',
    description: 'A deeper voice for fiction and drama.',
    gender: 'male',
    tone: 'deep',
    accent: 'British',
    isDefault: false,
    preview_audio: { file: null, duration: null },
  },
];
