import type { JobEvent } from '@reeltalk/contracts';

/** A job event with the job's version (which counts its changes): of two, the higher is the newer. */
export interface HeardJob {
  event: JobEvent;
  version: number;
}

interface Watcher {
  heard(job: HeardJob): void;
  /** The bff is stopping: no more events will come. */
  end(): void;
}

// Finished jobs are remembered a while for late watchers; the oldest go first beyond this many.
const REMEMBERED_JOBS = 1000;

/**
 * Hands each job event, as the bff hears it, to everyone watching that job's project, and remembers every job's
 * latest event so a new watcher starts from the current state. One notification feeds any number of watchers.
 */
export class JobEventHub {
  private readonly watchers = new Map<string, Set<Watcher>>();
  private readonly latestByJob = new Map<string, HeardJob>();

  /** Passes the event on, unless a newer one of the job was heard already. */
  publish(job: HeardJob): void {
    const { jobId, projectId } = job.event;
    if ((this.latestByJob.get(jobId)?.version ?? -1) >= job.version) return;
    this.latestByJob.delete(jobId);
    this.latestByJob.set(jobId, job);
    if (this.latestByJob.size > REMEMBERED_JOBS) {
      this.latestByJob.delete(this.latestByJob.keys().next().value as string);
    }
    for (const watcher of this.watchers.get(projectId) ?? []) watcher.heard(job);
  }

  latest(jobId: string): HeardJob | undefined {
    return this.latestByJob.get(jobId);
  }

  /** Ends every watch (the bff is stopping). */
  close(): void {
    for (const watchers of this.watchers.values()) for (const watcher of watchers) watcher.end();
    this.watchers.clear();
  }

  /** Gives `watcher` every later event of the project's jobs; answers how to stop. */
  watch(projectId: string, watcher: Watcher): () => void {
    let watchers = this.watchers.get(projectId);
    if (!watchers) this.watchers.set(projectId, (watchers = new Set()));
    watchers.add(watcher);
    return () => {
      watchers.delete(watcher);
      if (watchers.size === 0) this.watchers.delete(projectId);
    };
  }
}
