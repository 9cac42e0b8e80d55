import { CUSTOM_VOICE_MIN_SPEECH_SECONDS, VOICE_SAMPLE_MESSAGES } from '@reeltalk/contracts';
import { decodeAudio, FfmpegError } from '../audio/index.ts';
import { sampleFormat, type SampleFormat } from './sample-format.ts';
import { analyseSpeech, type SpeechAnalysis } from './speech.ts';

/** Samples are measured at 16 kHz: plenty for a voice's pitch and syllables, and a third of the work of 48 kHz. */
const SAMPLE_ANALYSIS_RATE = 16_000;
// A longer recording says nothing more about pitch and pace; at most this much of it is decoded and measured.
const MAX_ANALYSED_SECONDS = 60;
// Syllables a second that people actually speak at (slow reading is about 3, fast talk about 7).
const SPEECH_SYLLABLE_RATE = { min: 1, max: 12 };
// Most of real speech is voiced; a recording of noise or clicks has next to no voiced time.
const MIN_VOICED_SHARE = 0.2;

/** Why a sample cannot be used: 'format' is a file that is not MP3 or WAV inside, the rest are unusable audio. */
export class VoiceSampleError extends Error {
  override readonly name = 'VoiceSampleError';

  constructor(
    readonly reason: 'format' | 'undecodable' | 'silent' | 'tooShort' | 'notSpeech',
    message: string,
  ) {
    super(message);
  }
}

interface SampleAnalysis extends SpeechAnalysis {
  format: SampleFormat;
  /** Both measured, as the checks require. */
  pitchHz: number;
  syllablesPerSecond: number;
}

/** Decodes the first minute of the recording to mono PCM with ffmpeg, reading it only as the format it has. */
async function decodeStart(bytes: Uint8Array, format: SampleFormat, ffmpegPath: string): Promise<Float32Array> {
  const limit = MAX_ANALYSED_SECONDS * SAMPLE_ANALYSIS_RATE;
  const pieces: Float32Array[] = [];
  let length = 0;
  try {
    for await (const piece of decodeAudio(bytes, { ffmpegPath, sampleRate: SAMPLE_ANALYSIS_RATE, format })) {
      pieces.push(piece.subarray(0, limit - length));
      length += Math.min(piece.length, limit - length);
      if (length >= limit) break;
    }
  } catch (error) {
    if (error instanceof FfmpegError) throw new VoiceSampleError('undecodable', VOICE_SAMPLE_MESSAGES.undecodable);
    throw error;
  }
  const samples = new Float32Array(length);
  let offset = 0;
  for (const piece of pieces) {
    samples.set(piece, offset);
    offset += piece.length;
  }
  return samples;
}

/**
 * Checks a custom voice sample by its content and measures it: an MP3 or WAV inside, decodable, holding at least a
 * few seconds of something that behaves like speech (voiced, in syllables), whose pitch and pace are then known.
 */
export async function analyseSample(bytes: Uint8Array, ffmpegPath: string): Promise<SampleAnalysis> {
  const format = sampleFormat(bytes);
  if (!format) throw new VoiceSampleError('format', 'The file is neither an MP3 nor a WAV file.');
  const samples = await decodeStart(bytes, format, ffmpegPath);
  if (samples.length === 0) throw new VoiceSampleError('undecodable', VOICE_SAMPLE_MESSAGES.undecodable);
  const analysis = analyseSpeech(samples, SAMPLE_ANALYSIS_RATE);
  const { speechSeconds, voicedSeconds, pitchHz, syllablesPerSecond } = analysis;
  if (speechSeconds === 0) throw new VoiceSampleError('silent', VOICE_SAMPLE_MESSAGES.silent);
  if (speechSeconds < CUSTOM_VOICE_MIN_SPEECH_SECONDS) {
    throw new VoiceSampleError('tooShort', VOICE_SAMPLE_MESSAGES.tooShort(speechSeconds));
  }
  if (
    pitchHz === null ||
    syllablesPerSecond === null ||
    voicedSeconds < MIN_VOICED_SHARE * speechSeconds ||
    syllablesPerSecond < SPEECH_SYLLABLE_RATE.min ||
    syllablesPerSecond > SPEECH_SYLLABLE_RATE.max
  ) {
    throw new VoiceSampleError('notSpeech', VOICE_SAMPLE_MESSAGES.notSpeech);
  }
  return { ...analysis, format, pitchHz, syllablesPerSecond };
}
