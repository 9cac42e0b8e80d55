import { createApp } from './app.ts';
import { readConfig } from './config.ts';

const app = createApp(readConfig());
await app.start();

let stopping = false;
const shutdown = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  // Running jobs hand themselves back to the queue, so another worker (or this one, restarted) resumes them.
  app.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`media-service failed to stop after ${signal}`, error);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
