import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDatabase, type Database, migrateToLatest } from '../db/database.ts';
import { startTestApp, testConfig, type TestApp, waitFor } from '../testing/test-app.ts';
import { createBoss } from './boss.ts';
import { JobRunner, type JobKind } from './job-runner.ts';
import { JobRepository } from './repository.ts';
import type { JobRow } from './table.ts';

const silent = pino({ level: 'silent' });
const settings = { concurrency: 1, heartbeatSeconds: 1, staleSeconds: 3 };

describe('JobRunner', () => {
  const config = testConfig();
  let db: Kysely<Database>;
  let jobs: JobRepository;
  let app: TestApp;
  const runners: JobRunner[] = [];

  const startRunner = async (define: (runner: JobRunner) => void) => {
    const runner = new JobRunner(createBoss(config.databaseUrl, silent), jobs, settings, silent);
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
    jobs = new JobRepository(db);
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
    const id = await runner.enqueue('test-counting', 'project-1', { steps: 4 });

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
    const id = await runner.enqueue('test-failing', 'project-2', {});
    expect(await finished(id)).toMatchObject({
      state: 'failed',
      stage: 'Failed',
      error: 'The script could not be read.',
      result: null,
    });
  });

  it('resumes a job whose worker died without a word', async () => {
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
    const id = randomUUID();
    await jobs.create({
      id,
      kind: 'test-resumable',
      projectId: 'project-3',
      input: { word: 'again' },
      stage: 'Queued',
    });
    expect(await jobs.acquire(id, randomUUID(), settings.staleSeconds, randomUUID())).toBeDefined();

    await startRunner((r) => r.define(resumable));
    const row = await finished(id);
    expect(row).toMatchObject({ state: 'done', result: { echoed: 'again' }, attempts: 2 });
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
    const id = await first.enqueue('test-patient', 'project-4', {});
    await waitFor(async () => ((await jobs.find(id))?.stage === 'Working...' ? true : undefined), 30_000, 'start');

    await first.stop();
    runners.splice(runners.indexOf(first), 1);
    expect(await jobs.find(id)).toMatchObject({ state: 'queued', stage: 'Waiting to resume...', lease_owner: null });

    await startRunner((r) => r.define(patient));
    expect(await finished(id)).toMatchObject({ state: 'done', result: { finishedBy: 'second worker' } });
  });
});
