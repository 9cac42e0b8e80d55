import type { Writable } from 'node:stream';
import type { JobEvent } from '@reeltalk/contracts';
import type { JobEventHub } from './hub.ts';

/** A comment line this often keeps proxies from closing a quiet stream. */
export const KEEP_ALIVE_MS = 15_000;

/**
 * Watches the project's job events from now on, keeping them until `stream` is given where to write them: so events
 * heard while the current state is read are not lost, and follow it.
 */
export function watchJobEvents(hub: JobEventHub, projectId: string) {
  const heard: JobEvent[] = [];
  let send: ((event: JobEvent) => void) | undefined;
  let output: Writable | undefined;
  let keepAlive: NodeJS.Timeout | undefined;
  const unwatch = hub.watch(projectId, {
    event: (event) => (send ? send(event) : heard.push(event)),
    end: () => {
      clearInterval(keepAlive);
      output?.end();
    },
  });
  return {
    /** Writes server-sent events (`data: <event JSON>`): `current`, what was heard meanwhile, then each new one. */
    stream(out: Writable, current: JobEvent[]): void {
      output = out;
      const write = (event: JobEvent) => out.write(`data: ${JSON.stringify(event)}\n\n`);
      for (const event of [...current, ...heard]) write(event);
      send = write;
      keepAlive = setInterval(() => out.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    },
    stop(): void {
      clearInterval(keepAlive);
      unwatch();
    },
  };
}
