import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

/**
 * A mono 16-bit PCM WAV file of the samples. ffmpeg writes the header: the bff keeps no WAV writer of its own and may
 * not import the media-service's. It writes to a file, not a pipe, so that it can go back and fill in the sizes.
 */
export function wavFile(samples: Float32Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const pcm = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, i) => pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 0x7fff), i * 2));
  const dir = mkdtempSync(path.join(tmpdir(), 'reeltalk-test-wav-'));
  try {
    const file = path.join(dir, 'sample.wav');
    const input = ['-f', 's16le', '-ar', String(sampleRate), '-ac', '1', '-i', 'pipe:0'];
    // bitexact: no encoder tag, so the header is the plain 44 bytes.
    const run = spawnSync(ffmpeg.path, ['-v', 'error', ...input, '-c:a', 'copy', '-fflags', '+bitexact', file], {
      input: pcm,
    });
    if (run.status !== 0) throw new Error(`ffmpeg could not write the test WAV: ${run.stderr.toString()}`);
    return new Uint8Array(readFileSync(file));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
