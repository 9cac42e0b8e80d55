import { randomUUID } from 'node:crypto';
import { on } from 'node:events';
import { watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { mediaRoutes, NEUTRAL_PROSODY } from '@reeltalk/contracts';
import { BadRequest, NotFound, withRequestId } from '@reeltalk/server-kit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { startTestApp } from '../../testing/harness.ts';
import { TEST_SERVICE_TOKEN } from '../../testing/media-service.ts';
import { createMediaClient } from './client.ts';

interface LogLine {
  msg: string;
  requestId?: string;
  method?: string;
  path?: string;
  status?: number;
}

/** The media-service's log line of a request, read again each time the log grows until it is there. */
async function mediaServiceLogLine(requestId: string): Promise<LogLine> {
  const log = inject('bffTest').mediaServiceLog;
  const timeout = AbortSignal.timeout(10_000);
  // Watched before the first read: a line written while the log is read still wakes the next read.
  const watcher = watch(log);
  const changes = on(watcher, 'change', { signal: timeout });
  try {
    for (;;) {
      // The text after the last newline is a line still being written.
      const lines = (await readFile(log, 'utf8')).split('\n').slice(0, -1);
      const line = lines.map((text) => JSON.parse(text) as LogLine).find((entry) => entry.requestId === requestId);
      if (line) return line;
      await changes.next();
    }
  } catch (error) {
    throw timeout.aborted ? new Error(`no media-service log line with request id ${requestId}`) : error;
  } finally {
    watcher.close();
  }
}

describe('media client', () => {
  const media = () =>
    createMediaClient({ baseUrl: inject('bffTest').mediaServiceUrl, serviceToken: TEST_SERVICE_TOKEN });

  describe('through the bff', () => {
    let bff: Awaited<ReturnType<typeof startTestApp>>;
    beforeAll(async () => {
      bff = await startTestApp();
    });
    afterAll(() => bff?.stop());

    it("passes a bff request's id to the media-service, so one request can be followed through both logs", async () => {
      const requestId = randomUUID();
      const response = await fetch(`${bff.url}/api/health`, { headers: { 'X-Request-Id': requestId } });
      expect(response.headers.get('X-Request-Id')).toBe(requestId);
      expect(await mediaServiceLogLine(requestId)).toMatchObject({ msg: 'request', method: 'GET', path: '/health' });
    });

    it('gives a request that came without an id one of its own, and passes that on', async () => {
      const response = await fetch(`${bff.url}/api/health`);
      const requestId = response.headers.get('X-Request-Id') ?? '';
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(await mediaServiceLogLine(requestId)).toMatchObject({ path: '/health', status: 200 });
    });
  });

  it('sends the current request id on a call made outside a bff request too', async () => {
    const requestId = randomUUID();
    await withRequestId(requestId, () => media().call('voiceEngine'));
    expect(await mediaServiceLogLine(requestId)).toMatchObject({ path: '/voices', status: 200 });
  });

  it("turns a media-service refusal into the typed error of its status, with the media-service's message", async () => {
    const refusal = await media()
      .call('job', { jobId: randomUUID() })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(NotFound);
    expect(refusal).toMatchObject({ status: 404, code: 'not_found', message: 'No such job.' });
  });

  it("treats its own refused service token as its fault, not the caller's: an unexpected error, not a 401", async () => {
    const wrongToken = createMediaClient({ baseUrl: inject('bffTest').mediaServiceUrl, serviceToken: 'x'.repeat(40) });
    const failure = await wrongToken.call('voiceEngine').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toHaveProperty('status');
    expect((failure as Error).message).toBe('The media service answered HTTP 401: A valid service token is required.');
  });

  it("sends a body the media-service refuses and answers its refusal as a BadRequest with the media-service's message", async () => {
    const refusal = await media()
      .call('presign', { body: { keys: [] } })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BadRequest);
    expect((refusal as Error).message).toMatch(/^keys: .*>=1/);
  });

  it("treats an answer its route's schema cannot read as its own failure, not the caller's", async () => {
    // The media-service's real answer, read by a contract that expects another shape.
    const routes = { voiceEngine: { ...mediaRoutes.voiceEngine, answer: z.object({ engine: z.number() }) } };
    const client = createMediaClient({
      baseUrl: inject('bffTest').mediaServiceUrl,
      serviceToken: TEST_SERVICE_TOKEN,
      routes,
    });
    const failure = await client.call('voiceEngine').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toHaveProperty('status');
    expect((failure as Error).message).toMatch(/^Unexpected answer of the media service to \/voices: /);
  });

  it("answers a route's bytes as they came: a pronunciation preview's WAV", async () => {
    const { defaultVoice } = await media().call('voiceEngine');
    const wav = await media().call('pronunciationPreview', {
      body: { voice: defaultVoice, prosody: NEUTRAL_PROSODY, term: 'ReelTalk', respelling: 'reel talk' },
    });
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(wav.subarray(8, 12))).toBe('WAVE');
  });
});
