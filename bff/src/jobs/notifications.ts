import { MEDIA_JOBS_CHANNEL, parseMediaJobNotification, type MediaJob } from '@reeltalk/contracts';
import { listen, type Listener } from '@reeltalk/server-kit';
import type { Logger } from 'pino';
import type { HeardJob, JobEventHub } from './hub.ts';
import { toJobEvent, type CurrentJob, type JobState } from './job-state.ts';

const CATCH_UP_RETRY_MS = 5000;

/** The application name of the bff's connection that listens to job announcements. */
export const BFF_JOBS_LISTENER = 'bff jobs';

/** What the bff keeps of one kind of media-service job: a narration's result goes onto its project, say. */
export interface JobRecorder {
  kind: string;
  /**
   * Records what the job's end means for the bff's tables (its result, or that there is none); called once per
   * announcement, in order, and must be idempotent.
   */
  record(job: MediaJob): Promise<void>;
  /** Jobs of this kind whose end the bff has not recorded yet: asked about after hearing nothing for a while. */
  unrecorded(): Promise<Array<{ jobId: string; projectId: string }>>;
}

/**
 * The state of the project's latest job of every recorded kind, and of the kinds the bff records nothing of but a step
 * follows on the stream (`followed`: the audiobook formats), from the job record: the first events of its stream, so
 * a job that ended before the stream opened is still heard ending.
 */
export async function currentJobEvents(
  jobState: JobState,
  recorders: JobRecorder[],
  projectId: string,
  followed: readonly string[] = [],
): Promise<HeardJob[]> {
  const kinds = [...recorders.map((recorder) => recorder.kind), ...followed];
  return (await jobState.latestOfProject(kinds, projectId)).map(heardJob);
}

export const heardJob = (job: CurrentJob): HeardJob => ({ event: toJobEvent(job), version: job.version });

/**
 * LISTENs to the media-service's job announcements: each is recorded by its kind's recorder (a finished narration is
 * written onto its project at once), then handed to the project's watchers, so a watcher only ever sees what is
 * already recorded. On every (re)connection it first asks the media-service about the jobs whose end is not recorded
 * yet, for those that changed while nobody listened. Announcements are handled one after another, in the order said.
 */
export async function listenToJobs(deps: {
  databaseUrl: string;
  jobState: JobState;
  hub: JobEventHub;
  recorders: JobRecorder[];
  logger: Logger;
}): Promise<Listener & { settled(): Promise<void> }> {
  const { jobState, hub, logger } = deps;
  const recorders = new Map(deps.recorders.map((recorder) => [recorder.kind, recorder]));
  let handled = Promise.resolve();
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const inOrder = (work: () => Promise<void>) => {
    handled = handled.then(work).catch((error: unknown) => {
      // The database or the media-service may be down: ask about every job in flight again in a while.
      logger.warn({ err: error }, 'could not record a job; catching up again soon');
      clearTimeout(retry);
      if (!closed) retry = setTimeout(() => inOrder(catchUp), CATCH_UP_RETRY_MS);
    });
  };

  const handle = async (job: MediaJob) => {
    await recorders.get(job.kind)?.record(job);
    hub.publish(heardJob(job));
  };
  const catchUp = async () => {
    for (const recorder of recorders.values()) {
      for (const job of await jobState.jobs(recorder.kind, await recorder.unrecorded())) await handle(job);
    }
  };

  const listener = await listen({
    databaseUrl: deps.databaseUrl,
    channel: MEDIA_JOBS_CHANNEL,
    onMessage: (payload) => {
      const job = parseMediaJobNotification(payload);
      if (job) inOrder(() => handle(job));
    },
    onListening: () => inOrder(catchUp),
    applicationName: BFF_JOBS_LISTENER,
    logger,
  });
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await listener.close();
    },
    /** Resolves once everything heard so far is recorded (for a clean stop). */
    settled: () => handled,
  };
}
