/** The audio containers a custom voice sample may come in (MP3 or WAV). */
export type SampleFormat = 'wav' | 'mp3';

/** An MPEG-1/2 layer III frame header: sync bits, layer III, a bit rate and a sample rate that exist. */
function isMp3Frame(bytes: Uint8Array, at: number): boolean {
  const [sync, version, rates] = [bytes[at], bytes[at + 1], bytes[at + 2]];
  if (sync !== 0xff || version === undefined || rates === undefined) return false;
  const layer = (version >> 1) & 0b11;
  const bitrate = rates >> 4;
  const sampleRate = (rates >> 2) & 0b11;
  return (version & 0xe0) === 0xe0 && layer === 0b01 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

/**
 * What the bytes are by their content, whatever the file is called: a RIFF/WAVE file, or an MP3 (an ID3v2 tag or a
 * layer III frame at the start). Undefined for anything else (a text file renamed .mp3, say).
 */
export function sampleFormat(bytes: Uint8Array): SampleFormat | undefined {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 3) === 'ID3' || isMp3Frame(bytes, 0)) return 'mp3';
  return undefined;
}
