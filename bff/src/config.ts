import {
  booleanSetting,
  commonSettings,
  portSetting,
  readSettings,
  servicePort,
  type LogLevel,
} from '@reeltalk/server-kit/settings';
import { z } from 'zod';
import { limitSettings, limitsOf, type Limits } from './limits/settings.ts';

/** The bff's port unless BFF_PORT is set, moved by PORT_OFFSET; the stack reads it from here. */
export const BFF_DEFAULT_PORT = 4000;

/** Every setting of the bff with its default: read here, and by the stack that hands the bff its environment. */
export const bffSettings = commonSettings.extend({
  BFF_PORT: portSetting.optional(),
  MEDIA_SERVICE_URL: z.url({ protocol: /^https?$/ }),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-reeltalk'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  AUTH_TOKEN_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  COUNT_REQUEST_WORK: booleanSetting.default(false),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }),
  MAIL_FROM: z.string().min(3).default('ReelTalk <no-reply@reeltalk.example>'),
  APP_URL: z.url({ protocol: /^https?$/, error: 'APP_URL must be the http(s) address the app is served at' }),
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
  logLevel: LogLevel;
  /** Requests may ask for their database queries and media-service calls to be counted (benchmark and tests). */
  countRequestWork: boolean;
  /** The SMTP server e-mail goes through, and the sender it shows. */
  smtpUrl: string;
  mailFrom: string;
  /** Where people open the app (the shell), for links in e-mail. */
  appUrl: string;
  /** What one account (or listener address) may make others pay for: e-mail, jobs, uploads (LIMIT_* settings). */
  limits: Limits;
}

/** Reads and validates the bff's settings once; a missing, malformed or (in production) unsafe one stops the start. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const value = readSettings('bff', bffSettings, env);
  const limits = limitsOf(readSettings('bff', limitSettings, env));
  return {
    host: value.HOST,
    port: servicePort(value.BFF_PORT, BFF_DEFAULT_PORT, value.PORT_OFFSET),
    databaseUrl: value.DATABASE_URL,
    mediaServiceUrl: value.MEDIA_SERVICE_URL.replace(/\/+$/, ''),
    serviceToken: value.SERVICE_TOKEN,
    firebaseProjectId: value.FIREBASE_PROJECT_ID,
    firebaseAuthEmulatorHost: value.FIREBASE_AUTH_EMULATOR_HOST,
    tokenCacheSeconds: value.AUTH_TOKEN_CACHE_SECONDS,
    logLevel: value.LOG_LEVEL,
    countRequestWork: value.COUNT_REQUEST_WORK,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    appUrl: value.APP_URL.replace(/\/+$/, ''),
    limits,
  };
}
