import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav, wavData, WavError } from './wav.ts';

describe('encodeWav / decodeWav', () => {
  it('round-trips mono samples through 16-bit PCM', () => {
    const samples = Float32Array.from([0, 0.5, -0.5, 1, -1, 0.25]);
    const wav = encodeWav(samples, 22050);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.length).toBe(44 + samples.length * 2);
    const decoded = decodeWav(wav);
    expect(decoded.sampleRate).toBe(22050);
    decoded.samples.forEach((sample, i) => expect(sample).toBeCloseTo(samples[i] as number, 4));
  });

  it('round-trips interleaved stereo samples and refuses them where mono is expected', () => {
    const samples = Float32Array.from([0.5, -0.5, 0.25, -0.25]);
    const wav = encodeWav(samples, 44100, 2);
    expect(wav.readUInt16LE(22)).toBe(2);
    expect(wav.readUInt32LE(28)).toBe(44100 * 4);
    expect(wav.readUInt16LE(32)).toBe(4);
    decodeWav(wav, 2).samples.forEach((sample, i) => expect(sample).toBeCloseTo(samples[i] as number, 4));
    expect(() => decodeWav(wav)).toThrow(/mono 16-bit/);
    expect(() => decodeWav(encodeWav(samples, 44100), 2)).toThrow(/stereo 16-bit/);
  });

  it('clips samples beyond full scale', () => {
    expect(Array.from(decodeWav(encodeWav(Float32Array.from([3, -3]), 8000)).samples)).toEqual([32767 / 32768, -1]);
  });

  it('refuses what is not a mono 16-bit PCM WAV', () => {
    expect(() => decodeWav(Buffer.from('ID3 not a wav file at all, really'))).toThrow(WavError);
    const stereo = encodeWav(new Float32Array(4), 8000);
    stereo.writeUInt16LE(2, 22);
    expect(() => decodeWav(stereo)).toThrow(/mono 16-bit/);
    expect(() => decodeWav(encodeWav(new Float32Array(4), 8000).subarray(0, 36))).toThrow(/no audio data/);
  });

  it('gives the stored 16-bit samples byte for byte, past chunks before the data, which a decode and encode would not', () => {
    const stored = Buffer.alloc(6);
    [32767, -32768, 1].forEach((sample, i) => stored.writeInt16LE(sample, i * 2));
    const header = encodeWav(new Float32Array(0), 22050).subarray(0, 36);
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([4, 0, 0, 0]), Buffer.from('INFO')]);
    const data = Buffer.concat([Buffer.from('data'), Buffer.from([6, 0, 0, 0]), stored]);
    const wav = Buffer.concat([header, list, data]);
    expect(wavData(wav)).toEqual({ data: stored, sampleRate: 22050 });
    // Full scale read as a float and written again comes back one step lower.
    expect(encodeWav(decodeWav(wav).samples, 22050).subarray(44)).not.toEqual(stored);
  });
});
