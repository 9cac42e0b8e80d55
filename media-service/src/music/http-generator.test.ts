import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeWav } from '../audio/index.ts';
import { createMusicGenerator } from './choose-generator.ts';
import { createHttpGenerator, MusicServiceError, PLAN_HEADER } from './http-generator.ts';

const TOKEN = 'music-service-token';
const stereoWav = (seconds: number, sampleRate = 44_100) =>
  encodeWav(new Float32Array(Math.round(seconds * sampleRate) * 2).fill(0.25), sampleRate, 2);

interface Received {
  authorization?: string;
  contentType?: string;
  body: unknown;
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A generation service speaking the documented wire format, answering as the test says. */
async function startService(
  answer: (body: { prompt: string; duration_seconds: number; seed: number }, res: ServerResponse) => void,
): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as Parameters<typeof answer>[0];
      received.push({ authorization: req.headers.authorization, contentType: req.headers['content-type'], body });
      if (req.method !== 'POST' || req.headers.authorization !== `Bearer ${TOKEN}`) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'unauthorized', message: 'Bad token' }));
        return;
      }
      answer(body, res);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/generate`, received };
}

const request = { prompt: 'upbeat acoustic folk', durationSeconds: 15, seed: 9 };

describe('music generation service behind the generator interface', () => {
  it('posts the prompt, length and seed with the bearer token and returns the WAV and the described plan', async () => {
    const plan = { tempo: 120, key: 'G', mode: 'major', style: 'folk', instruments: ['guitar', 'fiddle'] };
    const service = await startService((body, res) => {
      res.writeHead(200, { 'content-type': 'audio/wav', [PLAN_HEADER]: JSON.stringify(plan) });
      res.end(stereoWav(body.duration_seconds));
    });
    const progress: number[] = [];
    const generator = createMusicGenerator({ serviceUrl: service.url, serviceToken: TOKEN });
    const music = await generator.generate(request, (fraction) => progress.push(fraction));
    expect(service.received).toEqual([
      {
        authorization: `Bearer ${TOKEN}`,
        contentType: 'application/json',
        body: { prompt: 'upbeat acoustic folk', duration_seconds: 15, seed: 9 },
      },
    ]);
    expect(music.wav.equals(stereoWav(15))).toBe(true);
    expect(music).toMatchObject({ sampleRate: 44_100, durationSeconds: 15, plan });
    expect(progress).toEqual([0, 1]);
  });

  it('describes the music from the prompt when the service sends no plan', async () => {
    const service = await startService((body, res) => {
      res.writeHead(200, { 'content-type': 'audio/wav' });
      res.end(stereoWav(body.duration_seconds));
    });
    const music = await createHttpGenerator({ url: service.url, token: TOKEN }).generate(request, () => {});
    expect(music.plan).toMatchObject({ key: 'G', mode: 'major', style: 'uplifting folk' });
  });

  it.each([
    ['no WAV at all', Buffer.from('<html>busy</html>'), /unusable audio: Not a WAV file/],
    ['mono audio', encodeWav(new Float32Array(44_100 * 15), 44_100), /unusable audio: Only stereo/],
    ['another sample rate', stereoWav(15, 22_050), /22050 Hz audio, not 44100 Hz/],
    ['the wrong length', stereoWav(14.9), /14\.90 s of music, not 15 s/],
  ])('refuses an answer with %s', async (_, wav, message) => {
    const service = await startService((_body, res) => {
      res.writeHead(200, { 'content-type': 'audio/wav' });
      res.end(wav);
    });
    const generating = createHttpGenerator({ url: service.url, token: TOKEN }).generate(request, () => {});
    await expect(generating).rejects.toThrow(MusicServiceError);
    await expect(generating).rejects.toThrow(message);
  });

  it("passes on the service's error message for a 5xx and for a refused token", async () => {
    const service = await startService((_body, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'overloaded', message: 'Too many generations, try later' }));
    });
    await expect(createHttpGenerator({ url: service.url, token: TOKEN }).generate(request, () => {})).rejects.toThrow(
      'The music generation service answered 503: Too many generations, try later',
    );
    await expect(createHttpGenerator({ url: service.url, token: 'wrong' }).generate(request, () => {})).rejects.toThrow(
      'The music generation service answered 401: Bad token',
    );
  });

  it('gives up on a service that does not answer in time, and stops when the job aborts', async () => {
    const service = await startService(() => {
      // Never answers.
    });
    await expect(
      createHttpGenerator({ url: service.url, token: TOKEN, timeoutMs: 300 }).generate(request, () => {}),
    ).rejects.toThrow('The music generation service did not answer within 0.3 s');
    const controller = new AbortController();
    const generating = createHttpGenerator({ url: service.url, token: TOKEN }).generate(
      request,
      () => controller.abort(),
      controller.signal,
    );
    await expect(generating).rejects.toMatchObject({ name: 'AbortError' });
  });
});
