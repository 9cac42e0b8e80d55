import { NEUTRAL_PROSODY, PROSODY_LIMITS, type VoiceGender } from '@reeltalk/contracts';
import type { NarrationEngine } from '../narration/engine/index.ts';
import type { SampleFormat } from './sample-format.ts';
import { analyseSpeech } from './speech.ts';

/** An engine voice and the pitch and pace factors that make it sound like a sample. */
interface VoiceMatch {
  voice: string;
  gender: VoiceGender;
  prosody: { pitch: number; rate: number };
}

/** What is known of the sample: its recording, and its measured pitch and pace. */
interface MeasuredSample {
  audio: Uint8Array;
  format: SampleFormat;
  pitchHz: number;
  syllablesPerSecond: number;
}

// Voices above this typical pitch are matched on a female engine voice, below it on a male one (adult speaking
// pitch: about 85 to 155 Hz for men, 165 to 255 Hz for women).
const FEMALE_FROM_HZ = 160;
// About eight seconds of plain narration: long enough for a steady median pitch and syllable rate.
const CALIBRATION_TEXT =
  'The morning was grey and still. She walked down to the harbour, counted the boats that had come in overnight, ' +
  'and wrote the number in her little notebook, as she had done every day for eleven years.';
// Factors are corrected until the engine's reading measures within 2 % of the sample, or after a few rounds.
const TOLERANCE = 0.02;
const MAX_ROUNDS = 5;

const clampTo = (value: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, value));
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The voice a match starts from: the engine's first voice of that gender in the language of its default voice. */
function baseVoice(engine: NarrationEngine, gender: VoiceGender): string {
  const voices = engine.voices();
  const language = voices.find((voice) => voice.id === engine.defaultVoice)?.language;
  const base =
    voices.find((voice) => voice.gender === gender && voice.language === language) ??
    voices.find((voice) => voice.gender === gender);
  return base?.id ?? engine.defaultVoice;
}

/**
 * A voice for narrating like the sample. An engine that clones voices makes one of the recording itself. Otherwise
 * (the offline engine) a voice of the sample's gender is read with pitch and rate factors found by measuring the
 * engine's own reading with the same analysis as the sample, and correcting, round by round: engines do not move
 * pitch and pace exactly by the factors asked (espeak's pitch moves by about two thirds of the factor), and
 * measuring both the same way cancels the analysis's own bias. This matches pitch and pace, not timbre.
 */
export async function matchVoice(engine: NarrationEngine, sample: MeasuredSample): Promise<VoiceMatch> {
  const gender: VoiceGender = sample.pitchHz >= FEMALE_FROM_HZ ? 'female' : 'male';
  if (engine.cloneVoice) {
    const voice = await engine.cloneVoice({ audio: sample.audio, format: sample.format });
    return { voice, gender, prosody: { pitch: 1, rate: 1 } };
  }
  const voice = baseVoice(engine, gender);
  let pitch = 1;
  let rate = 1;
  for (let attempt = 0; attempt < MAX_ROUNDS; attempt++) {
    const reading = await engine.synthesize({
      text: CALIBRATION_TEXT,
      voice,
      prosody: { ...NEUTRAL_PROSODY, pitch, rate },
    });
    const measured = analyseSpeech(reading.samples, reading.sampleRate);
    if (measured.pitchHz === null || measured.syllablesPerSecond === null) break;
    const pitchOff = sample.pitchHz / measured.pitchHz;
    const rateOff = sample.syllablesPerSecond / measured.syllablesPerSecond;
    if (Math.abs(pitchOff - 1) < TOLERANCE && Math.abs(rateOff - 1) < TOLERANCE) break;
    const nextPitch = clampTo(pitch * pitchOff, PROSODY_LIMITS.pitch);
    const nextRate = clampTo(rate * rateOff, PROSODY_LIMITS.rate);
    // At the engine's limits nothing more can be done.
    if (nextPitch === pitch && nextRate === rate) break;
    [pitch, rate] = [nextPitch, nextRate];
  }
  return { voice, gender, prosody: { pitch: round(pitch), rate: round(rate) } };
}
