import { runService } from '@reeltalk/server-kit';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';

// On a stop, running jobs hand themselves back to the queue, so another worker (or this one, restarted) resumes them.
await runService('media-service', async () => {
  const app = createApp(readConfig());
  await app.start();
  return app;
});
