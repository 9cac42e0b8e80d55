import type { JobEvent } from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { startMediaProxy } from '../../testing/media-proxy.ts';
import { createProject, longScript, readJobEvents, textFile, uploadScript } from '../../testing/scripts.ts';

// A queued job no worker is free for says so, with how many jobs go before it (other files' jobs, say).
const WAITING = /^Waiting for a free worker \((next in line|\d+ jobs? ahead)\)$/;
// A script's narration, in the order its stages come.
const STAGES = [
  'Waiting to start...',
  'Reading the script...',
  'Processing script with text-to-speech...',
  'Creating the audio track...',
  'Creating transcript...',
  'Processing completed!',
];

describe('GET /api/projects/:id/events', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let proxy: Awaited<ReturnType<typeof startMediaProxy>>;
  let owner: TestUser;

  beforeAll(async () => {
    // The bff reaches the real media-service through a proxy that counts its requests.
    proxy = await startMediaProxy(inject('bffTest').mediaServiceUrl);
    bff = await startTestApp({ MEDIA_SERVICE_URL: proxy.url });
    owner = await signUpUser();
  });
  afterAll(async () => {
    await bff.stop();
    await proxy.stop();
  });

  const inOrder = (events: JobEvent[]) => {
    const stages = events.map((event) => (WAITING.test(event.stage) ? 0 : STAGES.indexOf(event.stage)));
    const percents = events.map((event) => event.percent);
    expect(stages.every((stage) => stage >= 0)).toBe(true);
    expect(stages).toEqual([...stages].sort((a, b) => a - b));
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  };

  it(
    'pushes every stage and percent of a narration in order to each watcher, without polling for them',
    { timeout: 240_000 },
    async () => {
      const project = await createProject(bff.url, owner);
      await uploadScript(bff.url, owner, project._id, textFile(longScript()));
      const started = await call(bff.url, 'POST', '/api/narrate-audio', {
        token: owner.idToken,
        json: { projectId: project._id },
      });
      const { jobId } = (started.body as { data: { jobId: string } }).data;
      const before = proxy.seen.length;

      const [first, second] = await Promise.all([
        readJobEvents(bff.url, owner.idToken, project._id, jobId),
        readJobEvents(bff.url, owner.idToken, project._id, jobId),
      ]);
      for (const { response, events } of [first, second]) {
        expect(response.headers.get('content-type')).toBe('text/event-stream');
        expect(events.length).toBeGreaterThan(10);
        expect(events.every((event) => event.kind === 'narration' && event.projectId === project._id)).toBe(true);
        inOrder(events);
        expect(events.at(-1)).toMatchObject({ state: 'done', stage: 'Processing completed!', percent: 100 });
      }
      // Both saw the same events from the point both were watching on.
      const shared = second.events.filter((event) => first.events.some((seen) => seen.percent === event.percent));
      expect(shared.slice(-5)).toEqual(first.events.slice(-5));

      // The media-service was asked about this job once per watcher (for its first event), and once more if the bff's
      // listener reconnected meanwhile (it then asks about the jobs in flight), never per event.
      const asked = proxy.seen.slice(before).filter((line) => line === `GET /jobs/${jobId}`);
      expect(asked.length).toBeLessThanOrEqual(3);
      expect(asked.length * 3).toBeLessThan(Math.min(first.events.length, second.events.length));
    },
  );

  it('starts with the current state: a finished narration shows as completed at once', async () => {
    const project = await createProject(bff.url, owner);
    await uploadScript(bff.url, owner, project._id, textFile('Chapter One\n\nThe lamp was lit.\n'));
    const started = await call(bff.url, 'POST', '/api/narrate-audio', {
      token: owner.idToken,
      json: { projectId: project._id },
    });
    const { jobId } = (started.body as { data: { jobId: string } }).data;
    await readJobEvents(bff.url, owner.idToken, project._id, jobId);
    const { events } = await readJobEvents(bff.url, owner.idToken, project._id, jobId);
    expect(events).toEqual([
      {
        jobId,
        projectId: project._id,
        kind: 'narration',
        state: 'done',
        stage: 'Processing completed!',
        percent: 100,
        error: null,
        // A first narration is published in parts as it goes: this one, of one chapter, in one.
        parts: 1,
      },
    ]);
  });
});
