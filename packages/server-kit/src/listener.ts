import pg from 'pg';
import type { Logger } from 'pino';

const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000];

export interface Listener {
  close(): Promise<void>;
}

/**
 * LISTENs on `channel` with a client of its own, calling `onMessage` with each payload, and connects again after
 * losing the database; `onListening` runs after every (re)connection, to catch up on what was said meanwhile.
 */
export async function listen(options: {
  databaseUrl: string;
  channel: string;
  onMessage: (payload: string) => void;
  onListening?: () => void;
  /** Names the connection in pg_stat_activity. */
  applicationName: string;
  logger: Logger;
}): Promise<Listener> {
  const { databaseUrl, channel, onMessage, onListening, applicationName, logger } = options;
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: applicationName });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    next.on('error', (error) => logger.warn({ err: error, channel }, 'notification connection failed'));
    next.on('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      schedule();
    });
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    failures = 0;
    onListening?.();
  };
  // One reconnection at a time, however many ways the old connection reports its end.
  const schedule = () => {
    if (closed || retry) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures++, RECONNECT_DELAYS_MS.length - 1)];
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        logger.warn({ err: error, channel }, 'could not listen for notifications; trying again');
        const failed = client;
        client = undefined;
        failed?.end().catch(() => {});
        schedule();
      });
    }, delay);
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
