import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { MEDIA_JOBS_CHANNEL, parseMediaJobNotification, type MediaJob } from '@reeltalk/contracts';
import { listen } from '@reeltalk/server-kit';
import ffmpeg from 'fluent-ffmpeg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { createDatabase, type Database, migrateToLatest } from '../db/database.ts';
import { runWithProgress } from '../audio/ffmpeg.ts';
import { testFfmpegPath } from '../../testing/ffmpeg-path.ts';
import { ManualClock } from '../../testing/manual-clock.ts';
import { startTestApp, testConfig, type TestApp, waitFor } from '../../testing/test-app.ts';
import { secondsAfter, systemClock, type Clock } from './clock.ts';
import { JobRunner, type JobKind } from './job-runner.ts';
import { JobRepository } from './repository.ts';
import type { JobRow } from './table.ts';

const silent = pino({ level: 'silent' });
const settings = { concurrency: 1, runningPerAccount: 2, heartbeatSeconds: 1, staleSeconds: 3 };
// Leases of minutes, which only a clock moved by hand gets through within a test's timeouts.
const MINUTE_LEASES = { heartbeatSeconds: 60, staleSeconds: 300 };

describe('JobRunner', () => {
  const config = testConfig();
  let db: Kysely<Database>;
  let jobs: JobRepository;
  let app: TestApp;
  const runners: JobRunner[] = [];

  const startRunner = async (
    define: (runner: JobRunner) => void,
    { clock = systemClock, ...overrides }: Partial<Config['jobs']> & { clock?: Clock } = {},
  ) => {
    const runner = new JobRunner(
      config.databaseUrl,
      new JobRepository(db, clock),
      { ...settings, ...overrides },
      silent,
      clock,
    );
    define(runner);
    await runner.start();
    runners.push(runner);
    return runner;
  };
  const finished = (id: string) =>
    waitFor(
      async () => {
        const row = await jobs.find(id);
        return row && (row.state === 'done' || row.state === 'failed') ? row : undefined;
      },
      30_000,
      `job ${id} to finish`,
    );

  beforeAll(async () => {
    db = createDatabase(config.databaseUrl);
    await migrateToLatest(db);
    jobs = new JobRepository(db, systemClock);
    app = await startTestApp();
  });
  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    await app?.stop();
    await db?.destroy();
  });

  it('runs a queued job, records its progress, and the bff can read the result', async () => {
    const seen: Array<Pick<JobRow, 'state' | 'stage' | 'percent'>> = [];
    const counting: JobKind<{ steps: number }, { total: number }> = {
      kind: 'test-counting',
      input: z.object({ steps: z.number().int().positive() }),
      doneStage: 'Counted',
      async run({ jobId, input, progress }) {
        let total = 0;
        for (let step = 1; step <= input.steps; step++) {
          total += step;
          await progress(`Counting ${step} of ${input.steps}`, (step / input.steps) * 100);
          const row = await jobs.find(jobId);
          if (row) seen.push({ state: row.state, stage: row.stage, percent: row.percent });
        }
        return { total };
      },
    };
    const runner = await startRunner((r) => r.define(counting));
    const { jobId: id } = await runner.enqueue('test-counting', 'project-1', { steps: 4 });

    const row = await finished(id);
    expect(row).toMatchObject({ state: 'done', stage: 'Counted', percent: 100, result: { total: 10 }, error: null });
    expect(seen).toEqual([
      { state: 'running', stage: 'Counting 1 of 4', percent: 25 },
      { state: 'running', stage: 'Counting 2 of 4', percent: 50 },
      { state: 'running', stage: 'Counting 3 of 4', percent: 75 },
      { state: 'running', stage: 'Counting 4 of 4', percent: 100 },
    ]);

    const response = await app.request(`/jobs/${id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      jobId: id,
      kind: 'test-counting',
      projectId: 'project-1',
      state: 'done',
      stage: 'Counted',
      percent: 100,
      result: { total: 10 },
      error: null,
    });
  });

  it('publishes part of a result while running: each publish is a change, announced with its number of parts', async () => {
    const heard: MediaJob[] = [];
    const listener = await listen({
      databaseUrl: config.databaseUrl,
      channel: MEDIA_JOBS_CHANNEL,
      onMessage: (payload) => {
        const job = parseMediaJobNotification(payload);
        if (job?.kind === 'test-publishing') heard.push(job);
      },
      applicationName: 'job-runner-test',
      logger: silent,
    });
    const versions: number[] = [];
    const publishing: JobKind<{ parts: number }, null> = {
      kind: 'test-publishing',
      input: z.object({ parts: z.number().int().positive() }),
      doneStage: 'Published',
      async run({ jobId, input, publish }) {
        for (let count = 1; count <= input.parts; count++) {
          await publish({ parts: Array.from({ length: count }, (_, part) => `part ${part}`) });
          versions.push((await jobs.find(jobId))!.version);
        }
        return null;
      },
    };
    try {
      const runner = await startRunner((r) => r.define(publishing));
      const { jobId: id } = await runner.enqueue('test-publishing', 'project-1', { parts: 3 });
      await finished(id);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      expect(new Set(versions).size).toBe(3);
      await waitFor(async () => heard.find(({ state }) => state === 'done'), 10_000, 'the done announcement');
      expect(heard.filter(({ state }) => state === 'running').map(({ parts }) => parts)).toEqual([0, 1, 2, 3]);
      expect(heard.at(-1)).toMatchObject({ state: 'done', parts: 3 });

      const response = await app.request(`/jobs/${id}`);
      expect(await response.json()).toMatchObject({
        state: 'done',
        parts: 3,
        partial: { parts: ['part 0', 'part 1', 'part 2'] },
      });
    } finally {
      await listener.close();
    }
  });

  it('rejects input its kind does not accept, and creates no job', async () => {
    const strict: JobKind<{ name: string }, null> = {
      kind: 'test-strict',
      input: z.object({ name: z.string().min(1) }),
      doneStage: 'Done',
      run: async () => null,
    };
    const runner = await startRunner((r) => r.define(strict));
    const before = await db
      .selectFrom('media.jobs')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirst();
    await expect(runner.enqueue('test-strict', 'project-1', { name: '' })).rejects.toThrow();
    const after = await db
      .selectFrom('media.jobs')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirst();
    expect(after?.n).toBe(before?.n);
  });

  it('marks a job failed, with its message, once its retries are spent', async () => {
    const failing: JobKind<Record<string, never>, never> = {
      kind: 'test-failing',
      input: z.object({}),
      doneStage: 'Done',
      retryLimit: 0,
      run: async () => {
        throw new Error('The script could not be read.');
      },
    };
    const runner = await startRunner((r) => r.define(failing));
    const { jobId: id } = await runner.enqueue('test-failing', 'project-2', {});
    expect(await finished(id)).toMatchObject({
      state: 'failed',
      stage: 'Failed',
      error: 'The script could not be read.',
      result: null,
    });
  });

  it('takes over a job whose worker died without a word, once its lease is stale by the clock', async () => {
    const clock = new ManualClock();
    const queue = new JobRepository(db, clock);
    const runs: string[] = [];
    const resumable: JobKind<{ word: string }, { echoed: string }> = {
      kind: 'test-resumable',
      input: z.object({ word: z.string() }),
      doneStage: 'Echoed',
      async run({ input }) {
        runs.push(input.word);
        return { echoed: input.word };
      },
    };
    // What a SIGKILLed worker leaves: a running row whose lease nobody renews any more.
    const { id } = await queue.insertOrJoin(
      { kind: 'test-resumable', projectId: 'project-3', ownerId: null, input: { word: 'again' }, stage: 'Queued' },
      () => false,
    );
    expect(await queue.claim(['test-resumable'], randomUUID(), 1)).toMatchObject({
      id,
      state: 'running',
      heartbeat_at: clock.now(),
    });

    // A moment before the lease is stale, a worker starting up (its first sweep for stale leases is done once it has
    // started) leaves the job to its worker.
    clock.advance(MINUTE_LEASES.staleSeconds * 1000 - 1);
    await startRunner((r) => r.define(resumable), { clock, ...MINUTE_LEASES });
    expect(await queue.find(id)).toMatchObject({ state: 'running', attempts: 1 });

    // Its next sweep finds the lease stale, and the job is queued again and resumed.
    clock.advance(MINUTE_LEASES.heartbeatSeconds * 1000);
    expect(await finished(id)).toMatchObject({ state: 'done', result: { echoed: 'again' }, attempts: 2 });
    expect(runs).toEqual(['again']);
  });

  it('hands a running job back to the queue on shutdown, and another worker finishes it', async () => {
    let firstRun = true;
    const patient: JobKind<Record<string, never>, { finishedBy: string }> = {
      kind: 'test-patient',
      input: z.object({}),
      doneStage: 'Done',
      async run({ signal, progress }) {
        await progress('Working...', 10);
        if (firstRun) {
          firstRun = false;
          await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
          signal.throwIfAborted();
        }
        return { finishedBy: 'second worker' };
      },
    };
    const first = await startRunner((r) => r.define(patient));
    const { jobId: id } = await first.enqueue('test-patient', 'project-4', {});
    await waitFor(async () => ((await jobs.find(id))?.stage === 'Working...' ? true : undefined), 30_000, 'start');

    await first.stop();
    runners.splice(runners.indexOf(first), 1);
    expect(await jobs.find(id)).toMatchObject({ state: 'queued', stage: 'Waiting to resume...', lease_owner: null });

    await startRunner((r) => r.define(patient));
    expect(await finished(id)).toMatchObject({ state: 'done', result: { finishedBy: 'second worker' } });
  });
  it('stops a cancelled job at its next safe point, and lets go of it only once it has stopped', async () => {
    let steps = 0;
    let heldWhenStopped: boolean | undefined;
    const endless: JobKind<Record<string, never>, null> = {
      kind: 'test-endless',
      input: z.object({}),
      doneStage: 'Done',
      async run({ jobId, progress }) {
        try {
          for (;;) {
            await progress(`Step ${++steps}`, 10);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        } finally {
          // Nothing of the job runs after this point.
          heldWhenStopped = (await jobs.find(jobId))?.lease_owner !== null;
        }
      },
    };
    const runner = await startRunner((r) => r.define(endless));
    const { jobId: id } = await runner.enqueue('test-endless', 'project-5', {});
    await waitFor(async () => (steps > 2 ? true : undefined), 30_000, 'the job to be under way');

    expect(await jobs.cancelProject('project-5')).toEqual([id]);
    await waitFor(async () => ((await jobs.find(id))?.lease_owner === null ? true : undefined), 30_000, 'let go');
    // The job had stopped while the worker still held it: nothing of it runs after letting go.
    expect(heldWhenStopped).toBe(true);
    expect(await jobs.isProjectBusy('project-5', settings.staleSeconds)).toBe(false);
    expect(await jobs.find(id)).toMatchObject({ state: 'cancelled', stage: 'Cancelled' });
  });

  it('retries a failed job 10 s later, then 20 s later, and not a moment before, by its clock', async () => {
    const clock = new ManualClock();
    const queue = new JobRepository(db, clock);
    let runs = 0;
    const flaky: JobKind<Record<string, never>, { runs: number }> = {
      kind: 'test-flaky',
      input: z.object({}),
      doneStage: 'Done',
      async run() {
        if (++runs < 3) throw new Error('The storage did not answer.');
        return { runs };
      },
    };
    const runner = await startRunner((r) => r.define(flaky), { clock, ...MINUTE_LEASES });
    const { jobId: id } = await runner.enqueue('test-flaky', 'project-6', {});
    for (const [attempt, delaySeconds] of [
      [1, 10],
      [2, 20],
    ] as const) {
      const retrying = await waitFor(
        async () => {
          const row = await queue.find(id);
          return row?.state === 'queued' && row.attempts === attempt ? row : undefined;
        },
        30_000,
        `retry ${attempt} to be queued`,
      );
      expect(retrying).toMatchObject({ stage: 'Retrying after an error...', error: 'The storage did not answer.' });
      expect(retrying.run_after).toEqual(secondsAfter(clock.now(), delaySeconds));
      // A moment before it is due, nobody may claim it.
      clock.advance(delaySeconds * 1000 - 1);
      expect(await queue.claim(['test-flaky'], randomUUID(), 1)).toBeUndefined();
      // Past it, the worker's next poll claims it.
      clock.advance(MINUTE_LEASES.heartbeatSeconds * 1000);
    }
    expect(await finished(id)).toMatchObject({ state: 'done', result: { runs: 3 }, attempts: 3 });
  });

  it("starts another person's job next while one person's jobs fill every worker, and says why each waits", async () => {
    const release = new Map<string, () => void>();
    const held: JobKind<{ name: string }, { name: string }> = {
      kind: 'test-held',
      input: z.object({ name: z.string() }),
      doneStage: 'Done',
      async run({ input, signal, progress }) {
        await progress('Working...', 10);
        await new Promise<void>((resolve) => {
          release.set(input.name, resolve);
          signal.addEventListener('abort', () => resolve(), { once: true });
        });
        signal.throwIfAborted();
        return input;
      },
    };
    const novelist = randomUUID();
    const other = randomUUID();
    // No cap on a person's running jobs within reach: the order alone decides.
    const runner = await startRunner((r) => r.define(held), { concurrency: 2, runningPerAccount: 10 });
    const queue = async (name: string, ownerId: string) =>
      (await runner.enqueue('test-held', `project-${name}`, { name }, { ownerId })).jobId;
    const running = () =>
      waitFor(async () => (release.size === 2 ? [...release.keys()].sort() : undefined), 30_000, 'two jobs running');
    // One person's novel and another of their jobs take both workers; two more of theirs wait, then another person's.
    const novel = await queue('novel', novelist);
    const first = await queue('first', novelist);
    expect(await running()).toEqual(['first', 'novel']);
    const second = await queue('second', novelist);
    const third = await queue('third', novelist);
    const short = await queue('short', other);
    // Read at once: the stages of all waiting jobs change together.
    const stages = async () => {
      const rows = await db
        .selectFrom('media.jobs')
        .select(['id', 'stage'])
        .where('id', 'in', [second, third, short])
        .execute();
      return [second, third, short].map((id) => rows.find((row) => row.id === id)?.stage);
    };
    expect(
      await waitFor(
        async () => {
          const shown = await stages();
          return shown.every((stage) => stage?.startsWith('Waiting for a free worker')) ? shown : undefined;
        },
        30_000,
        'the waiting jobs to say why',
      ),
    ).toEqual([
      'Waiting for a free worker (1 job ahead)',
      'Waiting for a free worker (2 jobs ahead)',
      'Waiting for a free worker (next in line)',
    ]);

    release.get('first')?.();
    release.delete('first');
    expect(await running()).toEqual(['novel', 'short']);
    expect(await jobs.find(second)).toMatchObject({ state: 'queued' });
    expect(await finished(first)).toMatchObject({ state: 'done', result: { name: 'first' } });
    await waitFor(
      async () => ((await jobs.find(third))?.stage === 'Waiting for a free worker (1 job ahead)' ? true : undefined),
      30_000,
      'the last job to move up',
    );

    for (const name of ['short', 'novel', 'second', 'third']) {
      await waitFor(async () => release.get(name), 30_000, `${name} to run`);
      release.get(name)?.();
      release.delete(name);
    }
    for (const id of [novel, short, second, third]) expect(await finished(id)).toMatchObject({ state: 'done' });
  });

  it("runs at most N of one person's jobs at once, a free worker notwithstanding, and says why the rest wait", async () => {
    const release = new Map<string, () => void>();
    const claimed: string[] = [];
    const held: JobKind<{ name: string }, null> = {
      kind: 'test-capped',
      input: z.object({ name: z.string() }),
      doneStage: 'Done',
      async run({ input, signal, progress }) {
        claimed.push(input.name);
        await progress('Working...', 10);
        await new Promise<void>((resolve) => {
          release.set(input.name, resolve);
          signal.addEventListener('abort', () => resolve(), { once: true });
        });
        return null;
      },
    };
    const busy = randomUUID();
    const other = randomUUID();
    const runner = await startRunner((r) => r.define(held), { concurrency: 3, runningPerAccount: 2 });
    const ids = new Map<string, string>();
    const queue = async (name: string, ownerId: string) =>
      ids.set(name, (await runner.enqueue('test-capped', `project-${name}`, { name }, { ownerId })).jobId);
    const stageOf = async (name: string) => (await jobs.find(ids.get(name)!))?.stage;
    const held2 = 'Waiting for your other jobs to finish (2 jobs of yours run at a time)';

    for (const name of ['a1', 'a2', 'a3', 'a4']) await queue(name, busy);
    await waitFor(async () => ((await stageOf('a4')) === held2 ? true : undefined), 30_000, 'a4 to say why');
    // Two run; the third worker stays free for someone else, and the others say why they wait.
    expect(claimed).toEqual(['a1', 'a2']);
    expect([await stageOf('a3'), await stageOf('a4')]).toEqual([held2, held2]);

    await queue('b1', other);
    await waitFor(async () => release.get('b1'), 30_000, "the other person's job to start");
    expect(claimed).toEqual(['a1', 'a2', 'b1']);

    release.get('a1')!();
    await waitFor(async () => release.get('a3'), 30_000, 'a3 to take the place a1 left');
    expect(claimed).toEqual(['a1', 'a2', 'b1', 'a3']);
    expect(await jobs.find(ids.get('a4')!)).toMatchObject({ state: 'queued', stage: held2 });

    for (const name of ['a2', 'b1', 'a3', 'a4']) {
      await waitFor(async () => release.get(name), 30_000, `${name} to run`);
      release.get(name)!();
    }
    for (const id of ids.values()) expect(await finished(id)).toMatchObject({ state: 'done' });
    expect(claimed).toEqual(['a1', 'a2', 'b1', 'a3', 'a4']);
  });

  it('fails a run past its time limit by the clock, kills its ffmpeg, and frees the worker', async () => {
    const clock = new ManualClock();
    let render: ChildProcess | undefined;
    const endless: JobKind<Record<string, never>, null> = {
      kind: 'test-endless-render',
      input: z.object({}),
      doneStage: 'Done',
      label: 'The endless render',
      timeLimitMinutes: 2,
      async run({ signal, progress }) {
        // Silence for ever, at its own pace (-re), into nothing: a render that never ends by itself.
        const command = ffmpeg()
          .setFfmpegPath(testFfmpegPath)
          .input('anullsrc=r=8000:cl=mono')
          .inputFormat('lavfi')
          .inputOptions(['-re'])
          .output('-')
          .format('null')
          .on('start', () => {
            render = (command as typeof command & { ffmpegProc?: ChildProcess }).ffmpegProc;
            void progress('Rendering...', 10);
          });
        await runWithProgress(command, { durationSeconds: 1, signal });
        return null;
      },
    };
    const echo: JobKind<Record<string, never>, { after: string }> = {
      kind: 'test-after-endless',
      input: z.object({}),
      doneStage: 'Done',
      run: async () => ({ after: 'the endless render' }),
    };
    const runner = await startRunner(
      (r) => {
        r.define(endless);
        r.define(echo);
      },
      { clock, ...MINUTE_LEASES },
    );
    const { jobId: id } = await runner.enqueue('test-endless-render', 'project-8', {});
    await waitFor(
      async () => (render && (await jobs.find(id))?.stage === 'Rendering...' ? true : undefined),
      30_000,
      'the render to start',
    );
    const { jobId: next } = await runner.enqueue('test-after-endless', 'project-9', {});

    // Its last heartbeat before the limit leaves it running.
    clock.advance(2 * 60_000 - 1);
    expect(render!.killed).toBe(false);
    expect(await jobs.find(next)).toMatchObject({ state: 'queued' });
    // The first one past it stops the render there and then, and the job fails with the reason.
    clock.advance(MINUTE_LEASES.heartbeatSeconds * 1000);
    expect(render!.killed).toBe(true);
    expect(await finished(id)).toMatchObject({
      state: 'failed',
      stage: 'Failed',
      error: 'The endless render took longer than its limit of 2 minutes.',
    });
    await waitFor(
      async () => (render!.exitCode !== null || render!.signalCode !== null ? true : undefined),
      30_000,
      'ffmpeg to exit',
    );
    // The one worker is free again: the job queued behind it runs.
    expect(await finished(next)).toMatchObject({ state: 'done', result: { after: 'the endless render' } });
  });

  it('wakes an idle worker of another process when a job is queued, without waiting for its poll', async () => {
    const echo: JobKind<{ word: string }, { word: string }> = {
      kind: 'test-wake',
      input: z.object({ word: z.string() }),
      doneStage: 'Done',
      run: async ({ input }) => input,
    };
    // A worker whose clock stands still (it polls only as it starts), and a process that only queues.
    await startRunner((r) => r.define(echo), { clock: new ManualClock() });
    const queuing = new JobRunner(config.databaseUrl, jobs, { ...settings, concurrency: 0 }, silent, systemClock);
    queuing.define(echo);
    const { jobId: id } = await queuing.enqueue('test-wake', 'project-7', { word: 'now' });
    expect(await finished(id)).toMatchObject({ state: 'done', result: { word: 'now' } });
  });
});
