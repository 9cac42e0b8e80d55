import { SettingsError } from './settings.ts';

interface Running {
  stop(): Promise<void>;
}

/**
 * Starts a service and stops it on SIGINT or SIGTERM (once), then exits: 0 when it stopped cleanly, 1 otherwise.
 * Refused settings are printed as their message alone, which already names each variable and how to fix it.
 */
export async function runService(name: string, start: () => Promise<Running>): Promise<void> {
  let service: Running;
  try {
    service = await start();
  } catch (error) {
    console.error(`${name} could not start:`, error instanceof SettingsError ? error.message : error);
    process.exit(1);
  }
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    service.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`${name} did not stop cleanly after ${signal}`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
