import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { audioLoudness, type AudioWindow } from '@reeltalk/stack';
import { mediaFfmpegPath as ffmpegPath } from './media-probe.ts';

const RATE = 44_100;
const CHANNELS = 2;

/** A file decoded by ffmpeg to interleaved 32-bit float stereo samples at 44.1 kHz. */
async function samplesOf(file: string): Promise<Float32Array> {
  const { stdout } = await promisify(execFile)(
    ffmpegPath,
    ['-v', 'error', '-i', file, '-f', 'f32le', '-ac', String(CHANNELS), '-ar', String(RATE), '-'],
    { encoding: 'buffer', maxBuffer: 1 << 30 },
  );
  return new Float32Array(stdout.buffer, stdout.byteOffset, stdout.byteLength / 4);
}

/** A WAV file of 32-bit float stereo samples (format 3), for ffmpeg to measure. */
async function writeFloatWav(file: string, samples: Float32Array): Promise<void> {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(3, 20);
  header.writeUInt16LE(CHANNELS, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * CHANNELS * 4, 28);
  header.writeUInt16LE(CHANNELS * 4, 32);
  header.writeUInt16LE(32, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  await writeFile(file, Buffer.concat([header, data]));
}

/**
 * The music of an exported mix alone: the mix minus the same project's narration-only export, that narration scaled
 * by the least-squares gain (each export is mastered to the target loudness by its own gain; music and voice are
 * unrelated, so the fit finds the voice's share). Written as a WAV at `to`.
 */
export async function musicStem(mix: string, narrationOnly: string, to: string): Promise<string> {
  const [mixed, voice] = await Promise.all([samplesOf(mix), samplesOf(narrationOnly)]);
  if (mixed.length !== voice.length) {
    throw new Error(`the mix has ${mixed.length} samples, the narration alone ${voice.length}: not the same narration`);
  }
  let [both, voiceOnly] = [0, 0];
  for (let i = 0; i < voice.length; i++) {
    both += mixed[i]! * voice[i]!;
    voiceOnly += voice[i]! * voice[i]!;
  }
  const gain = both / voiceOnly;
  await writeFloatWav(
    to,
    mixed.map((sample, i) => sample - gain * voice[i]!),
  );
  return to;
}

/** EBU R128 integrated loudness (LUFS) of a window of an audio file, measured by ffmpeg. */
export const loudnessOf = (file: string, window: AudioWindow): Promise<number> =>
  audioLoudness(ffmpegPath, file, window);
