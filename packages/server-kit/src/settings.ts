import { z } from 'zod';

/** The credentials of the embedded s3rver `npm start` runs, and the port of its embedded PostgreSQL (plus PORT_OFFSET). */
export const EMBEDDED_S3_CREDENTIAL = 'S3RVER';
export const EMBEDDED_POSTGRES_PORT = 5433;
/** The user and password of the embedded PostgreSQL. */
const EMBEDDED_POSTGRES_LOGIN = 'postgres';

const booleanWords: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
  on: true,
  off: false,
};
const BOOLEAN_FORMS = 'true/false, 1/0, yes/no or on/off';

function booleanOf(raw: string): boolean | undefined {
  return booleanWords[raw.trim().toLowerCase()];
}

/** A yes-or-no setting; anything but the known words stops the start (the issue names the variable). */
export const booleanSetting = z.string().transform((raw, ctx) => {
  const value = booleanOf(raw);
  if (value === undefined) {
    ctx.addIssue({ code: 'custom', message: `must be ${BOOLEAN_FORMS}, got "${raw}"` });
    return z.NEVER;
  }
  return value;
});

const PORT_PROBLEM = 'must be a port number or offset from 0 to 65535';
export const portSetting = z.coerce
  .number({ error: PORT_PROBLEM })
  .int({ error: PORT_PROBLEM })
  .min(0, { error: PORT_PROBLEM })
  .max(65535, { error: PORT_PROBLEM });

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The test-only setting that lets a release be made live without the compatibility check (for the end-to-end test of
 * the shell's fallback). In production it would let one command put a remote the shell cannot run in front of everyone.
 */
export const FORCED_RELEASE_SETTING = 'REELTALK_ALLOW_FORCED_RELEASE';
export const FORCED_RELEASE_PROBLEM = `${FORCED_RELEASE_SETTING} is on, which lets a release skip the compatibility check and is for tests only: unset it`;

const SERVICE_TOKEN_MIN_LENGTH = 32;
const serviceTokenHelp = `set SERVICE_TOKEN to the same random secret of at least ${SERVICE_TOKEN_MIN_LENGTH} characters on the bff and the media-service (for example: openssl rand -hex 32)`;

/** What both services read the same way; each service extends it with its own settings. */
export const commonSettings = z.object({
  NODE_ENV: z.string().optional(),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Added to every default port, so a second stack can run beside the first. */
  PORT_OFFSET: portSetting.default(0),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** npm start passes it to every piece; both services refuse a value nobody can tell yes from no. */
  FIREBASE_USE_EMULATOR: booleanSetting.optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'set DATABASE_URL to a postgres:// URL' }),
  /** The secret the bff presents to the media-service; both sides refuse a short one. */
  SERVICE_TOKEN: z
    .string({ error: `missing: ${serviceTokenHelp}` })
    .min(SERVICE_TOKEN_MIN_LENGTH, `too short: ${serviceTokenHelp}`),
});

/**
 * The one port rule of every piece (the services, and the stack for everything it starts): its own variable when set,
 * else its default moved by PORT_OFFSET.
 */
export function servicePort(explicit: number | undefined, defaultPort: number, portOffset: number): number {
  return explicit ?? defaultPort + portOffset;
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

function isEmbeddedDatabase(databaseUrl: string, portOffset: number): boolean {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return false;
  }
  const embeddedLogin = url.username === EMBEDDED_POSTGRES_LOGIN && url.password === EMBEDDED_POSTGRES_LOGIN;
  const embeddedPort =
    loopbackHosts.has(url.hostname) && Number(url.port) === servicePort(undefined, EMBEDDED_POSTGRES_PORT, portOffset);
  return embeddedLogin || embeddedPort;
}

/** The stack's mail catcher listens on loopback at 2525 + PORT_OFFSET and keeps every e-mail on a public page. */
export const EMBEDDED_SMTP_PORT = 2525;

function isEmbeddedMailCatcher(smtpUrl: string, portOffset: number): boolean {
  try {
    const url = new URL(smtpUrl);
    return (
      loopbackHosts.has(url.hostname) && Number(url.port) === servicePort(undefined, EMBEDDED_SMTP_PORT, portOffset)
    );
  } catch {
    return false;
  }
}

/**
 * Settings that are fine on one machine and dangerous in production: the Firebase Auth emulator (firebase-admin then
 * accepts unsigned ID tokens, so knowing a uid is enough to act as that user), the embedded storage credentials, the
 * embedded database, the mail catcher (it would show every recipient's share link to anyone) and the test-only forced
 * release. Each problem says which variable to set. A short or missing SERVICE_TOKEN is refused in
 * every environment by the settings schema.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const set = (name: string) => env[name] !== undefined && env[name] !== '';
  const problems: string[] = [];
  if (set('FIREBASE_AUTH_EMULATOR_HOST')) {
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST is set, so unsigned ID tokens would be accepted: unset it and set FIREBASE_USE_EMULATOR=false and FIREBASE_PROJECT_ID to your Firebase project',
    );
  }
  if (set('FIREBASE_USE_EMULATOR') && booleanOf(env.FIREBASE_USE_EMULATOR!) === true) {
    problems.push(
      'FIREBASE_USE_EMULATOR is on: set FIREBASE_USE_EMULATOR=false and FIREBASE_PROJECT_ID to your Firebase project',
    );
  }
  // Only a process given object storage holds its credentials; the bff, deployed on its own, has none.
  const credentials = [env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].map((value) => value || EMBEDDED_S3_CREDENTIAL);
  if (set('S3_ENDPOINT') && credentials.includes(EMBEDDED_S3_CREDENTIAL)) {
    problems.push(
      `the S3 credentials are the embedded s3rver's (${EMBEDDED_S3_CREDENTIAL}): set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to your object storage's credentials`,
    );
  }
  // A malformed offset is the schema's problem to report; these checks then assume none.
  const portOffset = commonSettings.shape.PORT_OFFSET.catch(0).parse(env.PORT_OFFSET);
  if (!set('DATABASE_URL') || isEmbeddedDatabase(env.DATABASE_URL!, portOffset)) {
    problems.push('the database is the embedded one: set DATABASE_URL to your production PostgreSQL');
  }
  if (set('SMTP_URL') && isEmbeddedMailCatcher(env.SMTP_URL!, portOffset)) {
    problems.push("SMTP_URL is the embedded mail catcher's: set SMTP_URL to your mail server");
  }
  if (set(FORCED_RELEASE_SETTING) && booleanOf(env[FORCED_RELEASE_SETTING]!) !== false) {
    problems.push(FORCED_RELEASE_PROBLEM);
  }
  return problems;
}

/**
 * Settings that contradict each other in any environment: firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from the
 * environment itself, so with the emulator switched off but its host still set, unsigned ID tokens would be accepted.
 */
function contradictions(env: NodeJS.ProcessEnv): string[] {
  const emulatorOff = env.FIREBASE_USE_EMULATOR !== undefined && booleanOf(env.FIREBASE_USE_EMULATOR) === false;
  return emulatorOff && env.FIREBASE_AUTH_EMULATOR_HOST
    ? ['FIREBASE_USE_EMULATOR is off but FIREBASE_AUTH_EMULATOR_HOST is set: unset FIREBASE_AUTH_EMULATOR_HOST']
    : [];
}

/** Settings a service refuses to start with; the message lists each problem and the variable that fixes it. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

const givenSettings = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));

function settingsOrProblems<T extends z.ZodType>(
  service: string,
  schema: T,
  given: NodeJS.ProcessEnv,
  problems: string[],
): z.output<T> {
  const parsed = schema.safeParse(given);
  if (!parsed.success)
    problems.unshift(...parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  if (problems.length > 0 || !parsed.success) {
    throw new SettingsError(`Invalid ${service} configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/**
 * Reads settings by a schema, the way readSettings does but without a service's safety checks: for the stack, which
 * reads the services' own schemas to hand them one environment, and leaves those checks to each service.
 */
export function parseSettings<T extends z.ZodType>(service: string, schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  return settingsOrProblems(service, schema, givenSettings(env), []);
}

/**
 * Reads and validates a service's settings once: an empty variable counts as unset, and every malformed or missing
 * variable, and with NODE_ENV=production every unsafe one, is listed by name in one error that stops the start.
 */
export function readSettings<T extends z.ZodType>(service: string, schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const given = givenSettings(env);
  const problems = contradictions(given);
  if (given.NODE_ENV === 'production') problems.push(...productionProblems(given));
  return settingsOrProblems(service, schema, given, problems);
}
