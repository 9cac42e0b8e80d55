import type { JobEvent } from '@reeltalk/contracts';

interface Watcher {
  event(event: JobEvent): void;
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
  private readonly latestByJob = new Map<string, JobEvent>();

  publish(event: JobEvent): void {
    this.latestByJob.delete(event.jobId);
    this.latestByJob.set(event.jobId, event);
    if (this.latestByJob.size > REMEMBERED_JOBS) {
      this.latestByJob.delete(this.latestByJob.keys().next().value as string);
    }
    for (const watcher of this.watchers.get(event.projectId) ?? []) watcher.event(event);
  }

  latest(jobId: string): JobEvent | undefined {
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
