/** A WAV file failed to parse, or is of a kind this service does not write. */
export class WavError extends Error {
  override readonly name = 'WavError';
}

const HEADER_BYTES = 44;

/**
 * Samples as a 16-bit PCM WAV file: the lossless, self-describing form of one narrated paragraph (mono) or a
 * generated piece of music (stereo, samples interleaved left, right).
 */
export function encodeWav(samples: Float32Array, sampleRate: number, channels: 1 | 2 = 1): Buffer {
  const wav = Buffer.alloc(HEADER_BYTES + samples.length * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(wav.length - 8, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(channels, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2 * channels, 28);
  wav.writeUInt16LE(2 * channels, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples.length * 2, 40);
  for (let i = 0; i < samples.length; i++) {
    const sample = Math.max(-1, Math.min(1, samples[i] as number));
    wav.writeInt16LE(Math.round(sample < 0 ? sample * 0x8000 : sample * 0x7fff), HEADER_BYTES + i * 2);
  }
  return wav;
}

/** Reads a 16-bit PCM WAV file of the given channel count (as encodeWav writes), walking its chunks. */
export function decodeWav(wav: Uint8Array, expectedChannels: 1 | 2 = 1): { samples: Float32Array; sampleRate: number } {
  const bytes = Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') {
    throw new WavError('Not a WAV file.');
  }
  let sampleRate: number | undefined;
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = bytes.readUInt16LE(body);
      const channels = bytes.readUInt16LE(body + 2);
      const bits = bytes.readUInt16LE(body + 14);
      if (format !== 1 || channels !== expectedChannels || bits !== 16) {
        const wanted = expectedChannels === 1 ? 'mono' : 'stereo';
        throw new WavError(
          `Only ${wanted} 16-bit PCM WAV is read here (format ${format}, ${channels} ch, ${bits} bit).`,
        );
      }
      sampleRate = bytes.readUInt32LE(body + 4);
    } else if (id === 'data') {
      if (sampleRate === undefined) throw new WavError('WAV data comes before its format.');
      const count = Math.floor(Math.min(size, bytes.length - body) / 2);
      const samples = new Float32Array(count);
      for (let i = 0; i < count; i++) samples[i] = bytes.readInt16LE(body + i * 2) / 0x8000;
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new WavError('WAV file has no audio data.');
}
