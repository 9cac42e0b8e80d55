import type { Writable } from 'node:stream';
import type { HeardJob, JobEventHub } from './hub.ts';

/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

/**
 * Watches the project's job events from now on, keeping them until `stream` is given where to write them: so events
 * heard while the current state is read are not lost. Each job's events go out newest-last: one older than what was
 * already written of that job (heard late, while the current state was read) is left out.
 */
export function watchJobEvents(hub: JobEventHub, projectId: string) {
  const heard: HeardJob[] = [];
  let send: ((job: HeardJob) => void) | undefined;
  let output: Writable | undefined;
  let keepAlive: NodeJS.Timeout | undefined;
  const unwatch = hub.watch(projectId, {
    heard: (job) => (send ? send(job) : heard.push(job)),
    end: () => {
      clearInterval(keepAlive);
      output?.end();
    },
  });
  return {
    /** Writes server-sent events (`data: <event JSON>`): `current`, what was heard meanwhile, then each new one. */
    stream(out: Writable, current: HeardJob[]): void {
      output = out;
      const written = new Map<string, number>();
      const write = ({ event, version }: HeardJob) => {
        if ((written.get(event.jobId) ?? -1) >= version) return;
        written.set(event.jobId, version);
        out.write(`data: ${JSON.stringify(event)}\n\n`);
      };
      for (const job of [...current, ...heard]) write(job);
      send = write;
      keepAlive = setInterval(() => out.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    },
    stop(): void {
      clearInterval(keepAlive);
      unwatch();
    },
  };
}
