import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';

/**
 * Test files run in several vitest workers at once. Each worker has a database and a bucket of its own, so the job
 * workers of one file never claim the jobs of a file running beside it, and no file lists another's keys. Files of one
 * worker run one after another, as they all did before.
 */
const worker = `w${process.env.VITEST_POOL_ID ?? '0'}`;

export function workerDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}_${worker}`;
  return url.toString();
}

export const workerBucket = (bucket: string): string => `${bucket}-${worker}`;

interface SharedServices {
  databaseUrl: string;
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
}

/** Creates this worker's database and bucket on the shared services, unless an earlier file did. */
export async function prepareWorkerStorage({ databaseUrl, s3 }: SharedServices): Promise<void> {
  const name = new URL(workerDatabaseUrl(databaseUrl)).pathname.slice(1);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  const Bucket = workerBucket(s3.bucket);
  try {
    await client.send(new HeadBucketCommand({ Bucket })).catch(() => client.send(new CreateBucketCommand({ Bucket })));
  } finally {
    client.destroy();
  }
}
