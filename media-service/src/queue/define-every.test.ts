import { JOB_KINDS, type JobKindName } from '@reeltalk/contracts';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { systemClock } from './clock.ts';
import { JobRunner, type EveryJobKind, type JobKind } from './job-runner.ts';
import type { JobRepository } from './repository.ts';

const settings = { concurrency: 1, runningPerAccount: 2, heartbeatSeconds: 1, staleSeconds: 3 };
// Defining kinds reaches neither the database nor the job repository: the runner only starts working in start().
const runner = () =>
  new JobRunner('postgres://unused', {} as JobRepository, settings, pino({ level: 'silent' }), systemClock);

const definition = (kind: JobKindName): JobKind<unknown, null> => ({
  kind,
  input: z.unknown(),
  doneStage: 'Done',
  run: async () => null,
});

const everyKind = (): EveryJobKind =>
  Object.fromEntries(Object.values(JOB_KINDS).map((kind) => [kind, definition(kind)])) as EveryJobKind;

describe('JobRunner.defineEvery', () => {
  it('defines each kind under the name it is listed by, and refuses one listed under another', () => {
    expect(() => runner().defineEvery(everyKind())).not.toThrow();
    expect(() => runner().defineEvery({ ...everyKind(), [JOB_KINDS.mix]: definition(JOB_KINDS.music) })).toThrow(
      "The job kind listed as 'mix' is 'music'",
    );
  });
});
