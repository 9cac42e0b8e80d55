/** A mono 16-bit PCM WAV file of the samples. */
export function wavFile(samples: Float32Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const wav = Buffer.alloc(44 + samples.length * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(wav.length - 8, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples.length * 2, 40);
  samples.forEach((sample, i) => wav.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 0x7fff), 44 + i * 2));
  return new Uint8Array(wav);
}

/**
 * A stand-in for a recorded voice with a known pitch: harmonics of `pitchHz` (as a glottal source makes) whose
 * loudness rises and falls `syllablesPerSecond` times a second.
 */
export function voiceLikeSample(pitchHz: number, syllablesPerSecond: number, seconds: number): Uint8Array<ArrayBuffer> {
  const sampleRate = 16_000;
  const samples = new Float32Array(seconds * sampleRate);
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    let source = 0;
    for (let k = 1; k * pitchHz < 4000; k++) source += Math.sin(2 * Math.PI * k * pitchHz * t) / k;
    samples[i] = 0.25 * Math.sin(Math.PI * syllablesPerSecond * t) ** 2 * source;
  }
  return wavFile(samples, sampleRate);
}
