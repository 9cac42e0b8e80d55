// Compiled by the type check (npm run typecheck), never run: the service's list of job definitions (app.ts, given to
// runner.defineEvery) must name every kind of JOB_KINDS, so a kind named in contracts and never defined fails the check.
import { JOB_KINDS } from '@reeltalk/contracts';
import type { EveryJobKind, JobKind } from './job-runner.ts';

declare const definition: JobKind<unknown, unknown>;

export const every: EveryJobKind = {
  [JOB_KINDS.narration]: definition,
  [JOB_KINDS.music]: definition,
  [JOB_KINDS.mix]: definition,
  [JOB_KINDS.waveformVideo]: definition,
  [JOB_KINDS.accountExport]: definition,
  [JOB_KINDS.audiobookM4b]: definition,
  [JOB_KINDS.audiobookAcx]: definition,
  [JOB_KINDS.audiobookEpub]: definition,
};

// @ts-expect-error a kind of JOB_KINDS left out
export const withoutOne: EveryJobKind = {
  [JOB_KINDS.narration]: definition,
  [JOB_KINDS.music]: definition,
  [JOB_KINDS.mix]: definition,
  [JOB_KINDS.waveformVideo]: definition,
};

// @ts-expect-error a kind JOB_KINDS does not name
export const withAnother: EveryJobKind = { ...every, 'not-a-kind': definition };
