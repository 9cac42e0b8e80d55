/** What a caller asks for: the music's description in words, its exact length, and the seed that makes it repeatable. */
export interface MusicRequest {
  prompt: string;
  durationSeconds: number;
  seed: number;
}

/** What the composer chose, for the track's description and for tests. */
export interface MusicPlan {
  /** Beats per minute. */
  tempo: number;
  key: string;
  mode: string;
  style: string;
  instruments: string[];
}

export interface GeneratedMusic {
  /** Interleaved 16-bit PCM WAV file bytes (RIFF), stereo, 44.1 kHz, exactly durationSeconds long (±1 sample block). */
  wav: Buffer;
  sampleRate: number;
  durationSeconds: number;
  plan: MusicPlan;
}

export interface MusicGenerator {
  /** progress(fraction 0..1) follows the work; signal aborts between render blocks. */
  generate(request: MusicRequest, progress: (fraction: number) => void, signal?: AbortSignal): Promise<GeneratedMusic>;
}
