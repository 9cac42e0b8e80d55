import { runService } from '@reeltalk/server-kit';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { createDatabase } from './db.ts';
import { migrateToLatest } from './migrate.ts';

await runService('bff', async () => {
  const config = readConfig();
  const migrationDb = createDatabase(config.databaseUrl);
  try {
    await migrateToLatest(migrationDb);
  } finally {
    await migrationDb.destroy();
  }
  const bff = createApp(config);
  await bff.start();
  return bff;
});
