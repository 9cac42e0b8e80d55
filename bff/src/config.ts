import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  BFF_PORT: port.default(4000),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  MEDIA_SERVICE_URL: z.url({ protocol: /^https?$/ }),
  SERVICE_TOKEN: z.string().min(1),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-reeltalk'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  AUTH_TOKEN_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface BffConfig {
  host: string;
  /** 0 picks a free port (tests run several apps side by side). */
  port: number;
  databaseUrl: string;
  mediaServiceUrl: string;
  serviceToken: string;
  firebaseProjectId: string;
  /** host:port of the Firebase Auth emulator; unset with a real Firebase project. */
  firebaseAuthEmulatorHost: string | undefined;
  /** How long a verified ID token is trusted before Firebase is asked again (revocation delay); 0 asks every time. */
  tokenCacheSeconds: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

/** Reads and validates the bff's settings once; a missing or malformed variable stops the start with its name. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid bff configuration: ${problems}`);
  }
  const value = parsed.data;
  return {
    host: value.HOST,
    port: value.BFF_PORT,
    databaseUrl: value.DATABASE_URL,
    mediaServiceUrl: value.MEDIA_SERVICE_URL.replace(/\/+$/, ''),
    serviceToken: value.SERVICE_TOKEN,
    firebaseProjectId: value.FIREBASE_PROJECT_ID,
    firebaseAuthEmulatorHost: value.FIREBASE_AUTH_EMULATOR_HOST,
    tokenCacheSeconds: value.AUTH_TOKEN_CACHE_SECONDS,
    logLevel: value.LOG_LEVEL,
  };
}
