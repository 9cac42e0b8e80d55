import type { VoiceInfo } from '../types.ts';

const ACCENTS = [
  { id: 'en-us', language: 'en-US', name: 'American English' },
  { id: 'en-us-nyc', language: 'en-US', name: 'American English (New York City)' },
  { id: 'en-gb-x-rp', language: 'en-GB', name: 'British English (Received Pronunciation)' },
  { id: 'en-gb-scotland', language: 'en-GB', name: 'Scottish English' },
  { id: 'en-gb-x-gbclan', language: 'en-GB', name: 'British English (Lancashire)' },
  { id: 'en-gb-x-gbcwmd', language: 'en-GB', name: 'British English (West Midlands)' },
  { id: 'en-029', language: 'en-029', name: 'Caribbean English' },
] as const;

// espeak-ng's voice variants (espeak-ng-data/voices/!v) that sound like a narrator, not an effect or a robot.
const VARIANTS: ReadonlyArray<{ id: string | null; name: string; gender: VoiceInfo['gender'] }> = [
  { id: null, name: 'male', gender: 'male' },
  ...[1, 2, 3, 4, 5].map((n) => ({ id: `f${n}`, name: `female ${n}`, gender: 'female' as const })),
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ id: `m${n}`, name: `male ${n}`, gender: 'male' as const })),
  ...['klatt', 'klatt2', 'klatt3', 'klatt4'].map((id) => ({
    id,
    name: `male, ${id} synthesis`,
    gender: 'male' as const,
  })),
  { id: 'whisper', name: 'male, whispering', gender: 'male' },
  { id: 'whisperf', name: 'female, whispering', gender: 'female' },
];

/** Every accent in every variant: 'en-us', 'en-us+f3', 'en-gb-x-rp+klatt4', … */
export const ESPEAK_VOICES: readonly VoiceInfo[] = ACCENTS.flatMap((accent) =>
  VARIANTS.map((variant) => ({
    id: variant.id ? `${accent.id}+${variant.id}` : accent.id,
    name: `${accent.name}, ${variant.name}`,
    language: accent.language,
    gender: variant.gender,
  })),
);
