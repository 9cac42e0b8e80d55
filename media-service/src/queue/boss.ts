import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/** pg-boss on the service's database, in its own schema; errors it meets in the background are logged. */
export function createBoss(databaseUrl: string, logger: Logger): PgBoss {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    application_name: 'media-service',
    max: 4,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  return boss;
}
