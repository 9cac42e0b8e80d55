import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BFF_DEFAULT_PORT, bffSettings } from '@reeltalk/bff/config';
import { REMOTE_NAMES, type RemoteName as FederationName } from '@reeltalk/contracts';
import { MEDIA_SERVICE_DEFAULT_PORT, mediaServiceSettings } from '@reeltalk/media-service/config';
import {
  booleanSetting,
  commonSettings,
  EMBEDDED_POSTGRES_PORT,
  EMBEDDED_SMTP_PORT,
  FORCED_RELEASE_PROBLEM,
  FORCED_RELEASE_SETTING,
  parseSettings,
  portSetting,
  servicePort,
} from '@reeltalk/server-kit/settings';
import { z } from 'zod';

/** The repository root, found from this file so every script works from any cwd. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** 'mf_soundtrack' → 'mf-soundtrack': a remote's folder (its workspace) is its federation name with dashes. */
type Dashed<Name extends string> = Name extends `${infer Head}_${infer Tail}` ? `${Head}-${Dashed<Tail>}` : Name;

/** A front end the shell loads at run time, released on its own, by its folder: 'mf-upload'. */
export type RemoteName = Dashed<FederationName>;
export type FrontEndName = 'shell' | RemoteName;

/** The shell's port before PORT_OFFSET; each remote takes the next one, in the order of contracts' REMOTE_NAMES. */
const SHELL_DEFAULT_PORT = 3000;

/** Every remote the shell's contract names (RemoteModules), so a new remote needs nothing written here. */
export const remotes = REMOTE_NAMES.map((federationName, place) => ({
  app: federationName.replaceAll('_', '-') as RemoteName,
  federationName,
  defaultPort: SHELL_DEFAULT_PORT + 1 + place,
}));

/** Every front end: the shell (the host), then the remotes. */
export const frontEnds: ReadonlyArray<{ app: FrontEndName; federationName: string; defaultPort: number }> = [
  { app: 'shell', federationName: 'shell', defaultPort: SHELL_DEFAULT_PORT },
  ...remotes,
];

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

/** The embedded pieces only the stack starts, and their ports before PORT_OFFSET. */
const EMBEDDED_S3_PORT = 4569;
const EMBEDDED_AUTH_EMULATOR_PORT = 9099;
const EMBEDDED_MAIL_CATCHER_PORT = 8025;

const optionalPort = portSetting.optional();
const optionalText = z.string().optional();

/** What the stack reads of the services' own settings: their schemas and default ports, each written once there. */
export const serviceSettings = {
  common: commonSettings,
  bff: bffSettings,
  mediaService: mediaServiceSettings,
  defaultPorts: {
    bff: BFF_DEFAULT_PORT,
    mediaService: MEDIA_SERVICE_DEFAULT_PORT,
    postgres: EMBEDDED_POSTGRES_PORT,
    smtp: EMBEDDED_SMTP_PORT,
  },
};
export type ServiceSettings = typeof serviceSettings;

/**
 * The stack's settings: what the services share it takes from their own schemas (defaults and checks written once,
 * there); the rest is the stack's own, for the pieces only it starts and the front ends.
 */
const stackSettingsOf = ({ common, bff, mediaService }: ServiceSettings) =>
  z.object({
    ...common.pick({ HOST: true, PORT_OFFSET: true, LOG_LEVEL: true }).shape,
    ...bff.pick({ BFF_PORT: true, FIREBASE_PROJECT_ID: true }).shape,
    ...mediaService.pick({
      MEDIA_SERVICE_PORT: true,
      S3_BUCKET: true,
      S3_REGION: true,
      S3_ACCESS_KEY_ID: true,
      S3_SECRET_ACCESS_KEY: true,
    }).shape,
    PG_PORT: optionalPort,
    S3_PORT: optionalPort,
    AUTH_EMULATOR_PORT: optionalPort,
    SMTP_PORT: optionalPort,
    MAIL_CATCHER_PORT: optionalPort,
    DATA_DIR: z.string().default('.data'),
    DATABASE_URL: optionalText,
    SMTP_URL: optionalText,
    S3_ENDPOINT: optionalText,
    FIREBASE_USE_EMULATOR: booleanSetting.default(true),
    FIREBASE_API_KEY: z.string().default('demo-api-key'),
    FIREBASE_AUTH_DOMAIN: z.string().default('demo-reeltalk.firebaseapp.com'),
    FIREBASE_AUTH_EMULATOR_HOST: optionalText,
    SUPPORT_EMAIL: z.string().default('support@reeltalk.example'),
    REMOTES_FILE: optionalText,
    [FORCED_RELEASE_SETTING]: booleanSetting.default(false),
  });

/** MF_UPLOAD_PORT and the like: one variable per front end, named after the app. */
const frontEndPortSettings = z.object(Object.fromEntries(frontEnds.map((f) => [portVariable(f.app), optionalPort])));

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

/**
 * Reads the whole stack's settings from the environment once; every default is an embedded one on 127.0.0.1, and
 * every one a service has is that service's own (`services`: theirs, unless a test gives others).
 */
export function readStackConfig(
  env: NodeJS.ProcessEnv = process.env,
  services: ServiceSettings = serviceSettings,
): StackConfig {
  const settings = parseSettings('stack', stackSettingsOf(services), env);
  const { defaultPorts } = services;
  const portOffset = settings.PORT_OFFSET;
  const port = (explicit: number | undefined, defaultPort: number) => servicePort(explicit, defaultPort, portOffset);
  const frontEndPortsSet = parseSettings('stack', frontEndPortSettings, env);
  const frontEndPorts = Object.fromEntries(
    frontEnds.map((f) => [f.app, port(frontEndPortsSet[portVariable(f.app)], f.defaultPort)]),
  ) as Record<FrontEndName, number>;
  if (settings[FORCED_RELEASE_SETTING] && env.NODE_ENV === 'production') throw new Error(FORCED_RELEASE_PROBLEM);
  return {
    host: settings.HOST,
    dataDir: path.resolve(repoRoot, settings.DATA_DIR),
    portOffset,
    ports: {
      ...frontEndPorts,
      bff: port(settings.BFF_PORT, defaultPorts.bff),
      mediaService: port(settings.MEDIA_SERVICE_PORT, defaultPorts.mediaService),
      postgres: port(settings.PG_PORT, defaultPorts.postgres),
      s3: port(settings.S3_PORT, EMBEDDED_S3_PORT),
      authEmulator: port(settings.AUTH_EMULATOR_PORT, EMBEDDED_AUTH_EMULATOR_PORT),
      smtp: port(settings.SMTP_PORT, defaultPorts.smtp),
      mailCatcher: port(settings.MAIL_CATCHER_PORT, EMBEDDED_MAIL_CATCHER_PORT),
    },
    databaseUrl: settings.DATABASE_URL,
    smtpUrl: settings.SMTP_URL,
    s3Endpoint: settings.S3_ENDPOINT,
    s3Bucket: settings.S3_BUCKET,
    s3Region: settings.S3_REGION,
    s3AccessKeyId: settings.S3_ACCESS_KEY_ID,
    // The embedded store's secret is made anew at each start: s3rver's well-known one would sign for anybody.
    s3SecretAccessKey:
      settings.S3_ENDPOINT || env.S3_SECRET_ACCESS_KEY
        ? settings.S3_SECRET_ACCESS_KEY
        : randomBytes(32).toString('hex'),
    firebaseProjectId: settings.FIREBASE_PROJECT_ID,
    firebaseApiKey: settings.FIREBASE_API_KEY,
    firebaseAuthDomain: settings.FIREBASE_AUTH_DOMAIN,
    authEmulatorHost: settings.FIREBASE_AUTH_EMULATOR_HOST,
    useAuthEmulator: settings.FIREBASE_USE_EMULATOR,
    supportEmail: settings.SUPPORT_EMAIL,
    logLevel: settings.LOG_LEVEL,
    remotesFile: settings.REMOTES_FILE ? path.resolve(repoRoot, settings.REMOTES_FILE) : undefined,
    ...releaseLocation(env),
    allowForcedRelease: settings[FORCED_RELEASE_SETTING],
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
