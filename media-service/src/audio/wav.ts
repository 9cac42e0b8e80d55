import { endianness } from 'node:os';
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
  return Buffer.concat([wavHeader(samples.length / channels, sampleRate, channels), pcm16(samples)]);
}

/** Samples as 16-bit PCM, the data of a WAV file. */
function pcm16(samples: Float32Array): Buffer {
  // Into a typed array, then bytes in little-endian order: writing each sample into a Buffer took ten times as long.
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const sample = Math.max(-1, Math.min(1, samples[i] as number));
    pcm[i] = Math.round(sample < 0 ? sample * 0x8000 : sample * 0x7fff);
  }
  const data = Buffer.from(pcm.buffer);
  return endianness() === 'LE' ? data : data.swap16();
}

/** The 44-byte header of a 16-bit PCM WAV file of `frames` samples per channel, for writing one piece by piece. */
export function wavHeader(frames: number, sampleRate: number, channels: 1 | 2 = 1): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  const dataBytes = frames * 2 * channels;
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(HEADER_BYTES - 8 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2 * channels, 28);
  header.writeUInt16LE(2 * channels, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** Reads a 16-bit PCM WAV file of the given channel count (as encodeWav writes), walking its chunks. */
export function decodeWav(wav: Uint8Array, expectedChannels: 1 | 2 = 1): { samples: Float32Array; sampleRate: number } {
  const { data, sampleRate } = wavData(wav, expectedChannels);
  const samples = new Float32Array(data.length / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = data.readInt16LE(i * 2) / 0x8000;
  return { samples, sampleRate };
}

/** The 16-bit samples of such a WAV file as they are stored (little-endian bytes, whole samples), and its rate. */
export function wavData(wav: Uint8Array, expectedChannels: 1 | 2 = 1): { data: Buffer; sampleRate: number } {
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
      return { data: bytes.subarray(body, body + count * 2), sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new WavError('WAV file has no audio data.');
}
