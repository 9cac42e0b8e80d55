import { stack } from './stack.ts';
import type { TestUser } from './accounts.ts';
import { connectToStackDatabase } from './stack-database.ts';

/** What the media-service announces on its jobs channel of each change of a job (@reeltalk/contracts' MediaJob). */
interface JobAnnouncement {
  jobId: string;
  projectId: string;
  kind: string;
  /** How many parts of its result the job has published. */
  parts?: number;
}

/** A narration kept going on for as long as the test needs. */
export interface HeldNarration {
  /** Resolves once the next narration has published its first part and is held there. */
  held: Promise<{ jobId: string; projectId: string }>;
  /** Lets the narration go on to its end (also when it was never held; a second call does nothing more). */
  release(): Promise<void>;
}

/** Whether the project is the user's: the bff shows a project to its owner only. */
async function isOwnedBy(owner: Pick<TestUser, 'idToken'>, projectId: string): Promise<boolean> {
  const response = await fetch(`${stack.shellUrl}/api/projects/${projectId}`, {
    headers: { Authorization: `Bearer ${owner.idToken}` },
  });
  return response.ok;
}

/**
 * Holds the next narration of one of `owner`'s projects that publishes a part, right after its first, as a long book's
 * narration would still be going on: a short script is narrated in seconds, too fast to look at review while it is narrated. The job's row is
 * locked in the stack's database, so the job's next write (its progress, its next part, its end) waits; reads do not.
 * Hold it for seconds, not a minute: a lease not renewed for JOB_STALE_SECONDS (60) is taken over and the job run again.
 * Other tests' narrations run on meanwhile: only the owner's is held.
 */
export async function holdNextNarration(owner: Pick<TestUser, 'idToken'>): Promise<HeldNarration> {
  const client = await connectToStackDatabase();
  // Asked once per project, at its narration's first announcement, so the answer is in by the time a part is published.
  const owned = new Map<string, Promise<boolean>>();
  let locking: Promise<{ jobId: string; projectId: string }> | undefined;
  const held = new Promise<{ jobId: string; projectId: string }>((resolve, reject) => {
    client.on('notification', ({ payload }) => {
      const job = JSON.parse(payload ?? '{}') as Partial<JobAnnouncement>;
      if (job.kind !== 'narration' || !job.jobId || !job.projectId) return;
      const { jobId, projectId } = job;
      if (!owned.has(projectId)) owned.set(projectId, isOwnedBy(owner, projectId));
      if (!job.parts) return;
      void owned.get(projectId)!.then((ours) => {
        if (!ours || locking) return;
        locking = (async () => {
          await client.query('begin');
          const { rows } = await client.query<{ state: string }>(
            'select state from media.jobs where id = $1 for update',
            [jobId],
          );
          if (rows[0]?.state !== 'running') throw new Error(`narration ${jobId} was ${rows[0]?.state} when held`);
          return { jobId, projectId };
        })();
        locking.then(resolve, reject);
      }, reject);
    });
  });
  await client.query('listen media_jobs');
  let released: Promise<void> | undefined;
  return {
    held,
    release() {
      // Closing the connection ends its transaction, and with it the lock.
      released ??= (locking ?? Promise.resolve()).catch(() => {}).then(() => client.end());
      return released;
    },
  };
}
