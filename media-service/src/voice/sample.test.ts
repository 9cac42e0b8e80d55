import { CUSTOM_VOICE_MIN_SPEECH_SECONDS, VOICE_SAMPLE_MESSAGES } from '@reeltalk/contracts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeAudio, encodeAudio, encodeWav, FfmpegError } from '../audio/index.ts';
import { testFfmpegPath as ffmpegPath } from '../../testing/ffmpeg-path.ts';
import { EspeakEngine } from '../narration/engine/espeak/espeak-engine.ts';
import { NEUTRAL_PROSODY } from '../narration/engine/index.ts';
import { analyseSample, VoiceSampleError } from './sample.ts';
import { sampleFormat } from './sample-format.ts';
import { noise, steadyTone, syllableTone } from '../../testing/voice-signals.ts';

const RATE = 16_000;
const engine = new EspeakEngine({ threads: 1 });
afterAll(() => engine.close());

const wav = (samples: Float32Array, sampleRate = RATE) => encodeWav(samples, sampleRate);
const mp3 = async (samples: Float32Array, sampleRate = RATE) =>
  buffer(encodeAudio(samples, { ffmpegPath, sampleRate, format: 'mp3' }));
const refusal = (bytes: Uint8Array) =>
  analyseSample(bytes, ffmpegPath).then(
    () => undefined,
    (error: unknown) => (error instanceof VoiceSampleError ? { reason: error.reason, message: error.message } : error),
  );

describe('sampleFormat', () => {
  it('knows WAV and MP3 by their bytes, and nothing else', async () => {
    const tone = syllableTone({ pitchHz: 150, syllablesPerSecond: 4, seconds: 1, sampleRate: RATE });
    expect(sampleFormat(wav(tone))).toBe('wav');
    expect(sampleFormat(await mp3(tone))).toBe('mp3');
    expect(sampleFormat(Buffer.concat([Buffer.from('ID3\x04\x00'), Buffer.alloc(100)]))).toBe('mp3');
    expect(sampleFormat(Buffer.from('Chapter One\n\nThis is a script, not a recording.'))).toBeUndefined();
    expect(sampleFormat(Buffer.from('RIFF\x00\x00\x00\x00AVI LIST'))).toBeUndefined();
    expect(sampleFormat(new Uint8Array(0))).toBeUndefined();
  });
});

describe('analyseSample', () => {
  it('measures the pitch and pace of a voice recorded as WAV or MP3', async () => {
    const speech = await engine.synthesize({
      text: 'I am recording a few sentences so that the narrator can read in a voice like mine. Thank you for listening.',
      voice: 'en-gb-x-rp+m3',
      prosody: { ...NEUTRAL_PROSODY, pitch: 1.3 },
    });
    const fromWav = await analyseSample(wav(speech.samples, speech.sampleRate), ffmpegPath);
    const fromMp3 = await analyseSample(await mp3(speech.samples, speech.sampleRate), ffmpegPath);
    expect(fromWav.format).toBe('wav');
    expect(fromMp3.format).toBe('mp3');
    expect(fromWav.speechSeconds).toBeGreaterThan(CUSTOM_VOICE_MIN_SPEECH_SECONDS);
    // espeak's male voices speak near 100 Hz; asked 1.3 times higher, the voice is clearly above that.
    expect(fromWav.pitchHz).toBeGreaterThan(110);
    expect(fromWav.pitchHz).toBeLessThan(160);
    expect(fromWav.syllablesPerSecond).toBeGreaterThan(3);
    expect(fromWav.syllablesPerSecond).toBeLessThan(9);
    // Lossy coding changes neither (within 2 %).
    expect(Math.abs(fromMp3.pitchHz / fromWav.pitchHz - 1)).toBeLessThan(0.02);
    expect(Math.abs(fromMp3.syllablesPerSecond / fromWav.syllablesPerSecond - 1)).toBeLessThan(0.05);
  });

  it('refuses what is not an MP3 or WAV inside, whatever it is called', async () => {
    expect(await refusal(Buffer.from('Chapter One\n\nA text file renamed .mp3'))).toMatchObject({ reason: 'format' });
  });

  it('refuses a WAV or MP3 that does not decode', async () => {
    const broken = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt '), Buffer.alloc(8, 0xff)]);
    expect(await refusal(broken)).toEqual({ reason: 'undecodable', message: VOICE_SAMPLE_MESSAGES.undecodable });
  });

  it('refuses silence, too little speech, a steady tone and noise', async () => {
    expect(await refusal(wav(new Float32Array(5 * RATE)))).toEqual({
      reason: 'silent',
      message: VOICE_SAMPLE_MESSAGES.silent,
    });
    const short = syllableTone({ pitchHz: 150, syllablesPerSecond: 4, seconds: 1.5, sampleRate: RATE });
    expect(await refusal(wav(short))).toMatchObject({
      reason: 'tooShort',
      message: expect.stringMatching(/only 1\.\d s/),
    });
    expect(await refusal(wav(steadyTone({ pitchHz: 200, seconds: 5, sampleRate: RATE })))).toEqual({
      reason: 'notSpeech',
      message: VOICE_SAMPLE_MESSAGES.notSpeech,
    });
    expect(await refusal(wav(noise({ seconds: 5, sampleRate: RATE })))).toMatchObject({ reason: 'notSpeech' });
  });
});

describe('what ffmpeg is allowed to open', () => {
  // An ID3v2 tag makes any content look like an MP3; ffmpeg's own guess skips the tag and reads what follows.
  const id3 = (content: Buffer) => Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'), content]);
  const speech = syllableTone({ pitchHz: 150, syllablesPerSecond: 4, seconds: 5, sampleRate: RATE });

  it('reads an MP3 as MP3 only: a FLAC recording behind an ID3 tag is not decoded', async () => {
    const flac = await buffer(encodeAudio(speech, { ffmpegPath, sampleRate: RATE, format: 'flac' }));
    expect(sampleFormat(id3(flac))).toBe('mp3');
    expect(await refusal(id3(flac))).toEqual({ reason: 'undecodable', message: VOICE_SAMPLE_MESSAGES.undecodable });
  });

  it('never follows a playlist or concat script to another file or URL', async () => {
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.end(wav(speech));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const disguised = [
        id3(Buffer.from(`#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:5,\n${origin}/segment.ts\n#EXT-X-ENDLIST\n`)),
        id3(Buffer.from(`ffconcat version 1.0\nfile ${origin}/part.wav\n`)),
      ];
      for (const bytes of disguised) {
        expect(await refusal(bytes)).toMatchObject({ reason: 'undecodable' });
        // ffmpeg's own words say which reader it used: the MP3 one, never the playlist or concat reader.
        const failure = await decodeAudio(bytes, { ffmpegPath, sampleRate: RATE, format: 'mp3' })
          .next()
          .catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(FfmpegError);
        expect(String(failure)).not.toMatch(/hls|concat/);
      }
      expect(requests).toEqual([]);
    } finally {
      server.close();
    }
  });
});
