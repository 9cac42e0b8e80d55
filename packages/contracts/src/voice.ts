import { z } from 'zod';
import { VOICE_FLOW_TYPES } from './limits.ts';
import { emotionsSchema, type Emotion } from './project.ts';

/**
 * How a text is read, each value a factor on the voice's own manner (1 = unchanged), as narration engines take it:
 * rate (pace), pitch (frequency factor: 2 is an octave up), pitchRange (intonation: 0 monotone, 2 twice as lively),
 * volume (linear gain) and pauseScale (length of the pauses between words and sentences).
 */
export interface Prosody {
  rate: number;
  pitch: number;
  pitchRange: number;
  volume: number;
  pauseScale: number;
}

/** What the media-service accepts for each factor. */
export const PROSODY_LIMITS: Readonly<Record<keyof Prosody, readonly [min: number, max: number]>> = {
  rate: [0.5, 2],
  pitch: [0.5, 2],
  pitchRange: [0, 2],
  volume: [0.1, 2],
  pauseScale: [0.25, 4],
};

const PROSODY_KEYS = Object.keys(PROSODY_LIMITS) as Array<keyof Prosody>;

export const NEUTRAL_PROSODY: Readonly<Prosody> = Object.freeze({
  rate: 1,
  pitch: 1,
  pitchRange: 1,
  volume: 1,
  pauseScale: 1,
});

/**
 * Each emotion of the voice step as a way of reading (factors on the voice's own manner), after the usual findings
 * on vocal emotion (Scherer 2003; Murray & Arnott 1993): joy and excitement are faster, higher and livelier with
 * shorter pauses; anger is loud, a little lower, emphatic and clipped; surprise is high with a wide melody; worry is
 * slow, a little lower, flat, quiet and hesitant (long pauses). Volumes stay low enough not to clip.
 */
export const EMOTION_PROSODY: Readonly<Record<Emotion, Readonly<Prosody>>> = Object.freeze({
  Joyful: { rate: 1.1, pitch: 1.18, pitchRange: 1.4, volume: 1.05, pauseScale: 0.85 },
  Angry: { rate: 1.08, pitch: 0.94, pitchRange: 1.3, volume: 1.15, pauseScale: 0.75 },
  Surprised: { rate: 1.05, pitch: 1.28, pitchRange: 1.7, volume: 1.05, pauseScale: 1 },
  Worried: { rate: 0.86, pitch: 0.9, pitchRange: 0.6, volume: 0.85, pauseScale: 1.35 },
  Neutral: NEUTRAL_PROSODY,
  Excited: { rate: 1.22, pitch: 1.22, pitchRange: 1.6, volume: 1.1, pauseScale: 0.7 },
});

const clamp = (value: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, value));
// Three decimals: the same choice always gives the very same numbers, and so the same narration cache keys.
const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Several emotions blend: each factor is the geometric mean of the chosen emotions' factors, so order and repeats
 * do not matter, 'Joyful' + 'Worried' meet in the middle, and 'Joyful' + 'Neutral' is half as joyful (Neutral is
 * every factor 1). No emotion reads neutrally.
 */
export function emotionProsody(emotions: readonly Emotion[]): Prosody {
  const chosen = [...new Set(emotions)];
  if (chosen.length === 0) return { ...NEUTRAL_PROSODY };
  const blend = (key: keyof Prosody) =>
    Math.exp(chosen.reduce((sum, emotion) => sum + Math.log(EMOTION_PROSODY[emotion][key]), 0) / chosen.length);
  return Object.fromEntries(PROSODY_KEYS.map((key) => [key, blend(key)])) as unknown as Prosody;
}

/**
 * The reading of a narration: the voice's own manner (its base factors, e.g. a slower, deeper voice, or the pitch and
 * pace measured from a custom sample) multiplied by the emotions' blend, kept within PROSODY_LIMITS, rounded.
 */
export function readingProsody(voice: Partial<Prosody>, emotions: readonly Emotion[]): Prosody {
  const mood = emotionProsody(emotions);
  return Object.fromEntries(
    PROSODY_KEYS.map((key) => [key, round(clamp((voice[key] ?? 1) * mood[key], PROSODY_LIMITS[key]))]),
  ) as unknown as Prosody;
}

export const prosodySchema = z.object(
  Object.fromEntries(
    PROSODY_KEYS.map((key) => [key, z.number().min(PROSODY_LIMITS[key][0]).max(PROSODY_LIMITS[key][1])]),
  ) as Record<keyof Prosody, z.ZodNumber>,
);

export const VOICE_GENDERS = ['female', 'male'] as const;
export type VoiceGender = (typeof VOICE_GENDERS)[number];

/** One voice of GET /api/voice-models. */
const voiceModelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  gender: z.enum(VOICE_GENDERS),
  tone: z.string(),
  accent: z.string(),
  isDefault: z.boolean(),
  /** `file` is a fresh presigned URL of the preview clip, null when there is none to play right now. */
  preview_audio: z.object({ file: z.string().nullable(), duration: z.number().nullable() }),
  /** True for the caller's own voices, made from a sample they sent; the predefined voices come first. */
  custom: z.boolean().optional(),
});
export type VoiceModel = z.infer<typeof voiceModelSchema>;

export const voiceModelsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(voiceModelSchema),
  message: z.string(),
});
export type VoiceModelsAnswer = z.infer<typeof voiceModelsAnswerSchema>;

export const VOICE_MODELS_MESSAGE = 'Voice models retrieved';

/** Least speech a custom voice sample must hold to measure its pitch and pace. */
export const CUSTOM_VOICE_MIN_SPEECH_SECONDS = 3;

export const PROCESS_VOICE_MESSAGES = {
  missingProjectId: 'Send the projectId field first.',
  emotionsNotJson: 'emotions must be a JSON list of emotion names',
  flowType: "flowType must be 'default', 'custom' or 'predefined'",
  chooseVoice: 'Choose a voice, or send a custom voice file.',
  voiceNotFound: 'Voice model not found.',
  notMultipart:
    'Send multipart/form-data with the fields projectId, voiceModelId, emotions, flowType and optionally customVoiceFile.',
} as const;

/** Why a custom voice sample cannot be used (422), for people. */
export const VOICE_SAMPLE_MESSAGES = {
  undecodable: 'The voice sample could not be read as audio. Please choose another MP3 or WAV file.',
  silent: 'The voice sample is silent. Please record a few seconds of speech.',
  notSpeech: 'The voice sample does not sound like speech. Please record a few seconds of your voice.',
  tooShort: (seconds: number) =>
    `The voice sample holds only ${seconds.toFixed(1)} s of speech; at least ${CUSTOM_VOICE_MIN_SPEECH_SECONDS} s are needed.`,
} as const;

/** The text fields of POST /api/process-voice-emotion (multipart/form-data; the file is customVoiceFile). */
export const processVoiceEmotionSchema = z.strictObject({
  projectId: z
    .string({ error: PROCESS_VOICE_MESSAGES.missingProjectId })
    .min(1, PROCESS_VOICE_MESSAGES.missingProjectId),
  /** May be '' when a custom voice file is sent. */
  voiceModelId: z.string().default(''),
  emotions: z
    .string()
    .default('[]')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: PROCESS_VOICE_MESSAGES.emotionsNotJson });
        return z.NEVER;
      }
    })
    .pipe(emotionsSchema),
  flowType: z.enum(VOICE_FLOW_TYPES, { error: PROCESS_VOICE_MESSAGES.flowType }),
});

/** 202 with the narration job to follow (and the custom voice made from the file), or 200 with jobId null. */
export const processVoiceEmotionAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ jobId: z.string().nullable(), voiceModel: voiceModelSchema.optional() }),
});
export type ProcessVoiceEmotionAnswer = z.infer<typeof processVoiceEmotionAnswerSchema>;
