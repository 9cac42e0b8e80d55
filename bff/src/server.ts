import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { createDatabase } from './db.ts';
import { migrateToLatest } from './migrate.ts';

const config = readConfig();

const migrationDb = createDatabase(config.databaseUrl);
try {
  await migrateToLatest(migrationDb);
} finally {
  await migrationDb.destroy();
}

const bff = createApp(config);
await bff.start();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    bff.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('bff did not stop cleanly', error);
        process.exit(1);
      },
    );
  });
}
