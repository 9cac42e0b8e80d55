import { API_MONITOR } from '@reeltalk/contracts';
import { normalizeApiPath } from './path.ts';

const MINUTE_MS = 60_000;

/** The client's call monitor: catches a screen that calls the API in a loop. */
export interface ApiMonitor {
  /** Starts the 30-second summary; later calls do nothing. */
  start(): void;
  /** Counts one call to `path` ('projects/p1?x=1' counts for '/api/projects/p1'). */
  record(path: string): void;
  /** Ends the summary timer (tests, or a client that is thrown away). */
  stop(): void;
}

interface ApiMonitorOptions {
  log?: Pick<Console, 'warn' | 'info'>;
  now?: () => number;
}

/** The path a call counts for: under /api, without query string or fragment. */
export const monitoredPath = (path: string): string => normalizeApiPath(path).replace(/[?#].*$/, '');

/**
 * Warns once a path goes above 60 calls within a sliding minute (again only after it has come back under), and every
 * 30 s logs how many calls each path had in those 30 s when there were more than 10 in all.
 */
export function createApiMonitor({ log = console, now = () => Date.now() }: ApiMonitorOptions = {}): ApiMonitor {
  const lastMinute = new Map<string, number[]>();
  const warned = new Set<string>();
  let sinceSummary = new Map<string, number>();
  let timer: ReturnType<typeof setInterval> | undefined;

  function summarise() {
    const total = [...sinceSummary.values()].reduce((sum, count) => sum + count, 0);
    if (total > API_MONITOR.summaryAboveCalls) {
      log.info(
        `API calls in the last ${API_MONITOR.summaryIntervalMs / 1000} s: ${total}`,
        Object.fromEntries(sinceSummary),
      );
    }
    sinceSummary = new Map();
    // Paths nobody called for a minute would otherwise stay in the map for good.
    const minuteAgo = now() - MINUTE_MS;
    for (const [path, times] of lastMinute) if ((times.at(-1) ?? 0) <= minuteAgo) lastMinute.delete(path);
  }

  return {
    start() {
      timer ??= setInterval(summarise, API_MONITOR.summaryIntervalMs);
    },
    record(rawPath) {
      const path = monitoredPath(rawPath);
      const at = now();
      const times = lastMinute.get(path) ?? [];
      while (times[0] !== undefined && times[0] <= at - MINUTE_MS) times.shift();
      times.push(at);
      lastMinute.set(path, times);
      sinceSummary.set(path, (sinceSummary.get(path) ?? 0) + 1);
      if (times.length <= API_MONITOR.warnCallsPerMinute) warned.delete(path);
      else if (!warned.has(path)) {
        warned.add(path);
        log.warn(`${path} was called ${times.length} times in the last minute`);
      }
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
