import type { PronunciationEntry, Prosody } from '@reeltalk/contracts';

// How a text is read (factors on the voice's own manner) and the neutral reading are the contracts': the bff works
// them out from the voice and the emotions, the engine applies them.
export { NEUTRAL_PROSODY, type Prosody } from '@reeltalk/contracts';

export interface VoiceInfo {
  /** What synthesize() takes as `voice`, e.g. 'en-gb-x-rp+f3'. */
  id: string;
  /** For people, e.g. 'British English (Received Pronunciation), female 3'. */
  name: string;
  /** BCP 47 tag, e.g. 'en-GB'. */
  language: string;
  gender: 'female' | 'male';
}

/** A spoken word: its text as written, its place in the request's text (UTF-16 indices) and when it sounds (seconds). */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
  charStart: number;
  charEnd: number;
}

export interface SynthesisRequest {
  text: string;
  voice: string;
  prosody: Prosody;
  /** How terms of the text are said (the dictionary's entries found in it); the words as written are what is timed. */
  pronunciations?: readonly PronunciationEntry[];
  /** The take (0 or absent: the first reading); a later take reads with a small variation, the same for each take. */
  variation?: number;
}

export interface Synthesis {
  /** Mono samples in [-1, 1]. */
  samples: Float32Array;
  sampleRate: number;
  /**
   * In text order, non-overlapping; a word ends where its sound does, so every pause lies between two words. Text with
   * nothing to say (punctuation only, empty) gives no words and no samples.
   */
  words: TimedWord[];
}

export interface NarrationEngine {
  id: string;
  /** Changes whenever the same request could sound or be timed differently: part of every cache key. */
  version: string;
  /** The voice narration uses when nobody chose one. */
  defaultVoice: string;
  /** How many paragraphs it synthesises at once (its threads, say): what a narration keeps in flight. */
  readonly parallelism: number;
  voices(): VoiceInfo[];
  synthesize(request: SynthesisRequest): Promise<Synthesis>;
  /**
   * For engines that clone a voice from a recording (a cloud voice service): makes a voice of the custom voice sample
   * and answers its id, which voices() then lists. Engines without it get custom voices matched in pitch and pace on
   * one of their own voices (voice/matching.ts).
   */
  cloneVoice?(reference: { audio: Uint8Array; format: 'mp3' | 'wav' }): Promise<string>;
  /**
   * Gets ready to synthesize (starts threads, loads voices), for a narration expected soon: its first paragraphs then
   * come at full speed. Optional, and never needed: synthesize starts what it lacks.
   */
  warmUp?(): Promise<void>;
  /** Releases what the engine holds (threads, connections); it starts them again if used afterwards. */
  close(): Promise<void>;
}

type NarrationEngineErrorCode = 'unknown_engine' | 'unknown_voice' | 'invalid_prosody' | 'invalid_pronunciation';

export class NarrationEngineError extends Error {
  override readonly name = 'NarrationEngineError';

  constructor(
    readonly code: NarrationEngineErrorCode,
    message: string,
  ) {
    super(message);
  }
}
