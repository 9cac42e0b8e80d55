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

/**
 * Hands each job event, as the bff hears it, to everyone watching that job's project; one notification feeds any
 * number of watchers. It remembers no job: a new watcher's current state is read from the job record (jobs/job-state.ts),
 * and each watcher drops an event older than one it already has of the job (see the version).
 */
export class JobEventHub {
  private readonly watchers = new Map<string, Set<Watcher>>();

  publish(job: HeardJob): void {
    for (const watcher of this.watchers.get(job.event.projectId) ?? []) watcher.heard(job);
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
