import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  booleanSetting,
  commonSettings,
  EMBEDDED_S3_CREDENTIAL,
  portSetting,
  readSettings,
  servicePort,
  type LogLevel,
} from '@reeltalk/server-kit/settings';
import { z } from 'zod';

const require = createRequire(import.meta.url);

/** The media-service's port unless MEDIA_SERVICE_PORT is set, moved by PORT_OFFSET; the stack reads it from here. */
export const MEDIA_SERVICE_DEFAULT_PORT = 4100;

const seconds = z.coerce.number().positive();
const minutes = z.coerce.number().positive();

/** Every setting of the media-service with its default: read here, and by the stack that hands it its environment. */
export const mediaServiceSettings = commonSettings.extend({
  MEDIA_SERVICE_PORT: portSetting.optional(),
  S3_ENDPOINT: z.url(),
  S3_BUCKET: z.string().default('reeltalk'),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().default(EMBEDDED_S3_CREDENTIAL),
  S3_SECRET_ACCESS_KEY: z.string().default(EMBEDDED_S3_CREDENTIAL),
  FFMPEG_PATH: z.string().optional(),
  /** Which narration engine reads the scripts (see narration/engine/registry.ts); espeak when unset. */
  NARRATION_ENGINE: z.string().optional(),
  /**
   * Jobs this process runs at once; 0 makes it an API-only process (workers can run elsewhere). Three on two cores:
   * narrations share the engine's threads, so a second and third person's jobs start at once at little cost to a
   * running one.
   */
  WORKER_CONCURRENCY: z.coerce.number().int().min(0).max(32).default(3),
  /** Paragraphs the narration engine synthesises at once, shared by every narration; the number of cores when unset. */
  NARRATION_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Whether the engine gets ready as the service starts, so the first narration's first paragraphs come at full speed
   * (an engine's first second of work is slow). Off in this service's own tests, which start it many times.
   */
  NARRATION_WARM_UP: booleanSetting.default(true),
  /**
   * Uploaded pictures (avatars, covers) decoded at once; the rest wait their turn, so a burst of large pictures
   * takes a bounded share of memory and cores.
   */
  IMAGE_DECODE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * Jobs one account may have running at once, across every kind and process: the rest of its jobs wait, saying so,
   * so one account never holds every worker. Below WORKER_CONCURRENCY, another person's job always finds a worker.
   */
  JOB_RUNNING_PER_ACCOUNT: z.coerce.number().int().min(1).max(32).default(2),
  /**
   * How long a job of each kind may run before it fails and frees its worker, in minutes. The mix's and the video's
   * are for an hour of narration and grow with a longer one; the others are for any job of the kind.
   */
  NARRATION_TIME_LIMIT_MINUTES: minutes.default(120),
  MUSIC_TIME_LIMIT_MINUTES: minutes.default(15),
  MIX_TIME_LIMIT_MINUTES: minutes.default(30),
  VIDEO_TIME_LIMIT_MINUTES: minutes.default(60),
  ACCOUNT_EXPORT_TIME_LIMIT_MINUTES: minutes.default(60),
  /** How often a running job proves it is alive, and how long silence means its worker is gone. */
  JOB_HEARTBEAT_SECONDS: seconds.default(5),
  JOB_STALE_SECONDS: seconds.default(60),
  /** A music generation service to use instead of the built-in composer, and its bearer token. */
  MUSIC_SERVICE_URL: z.url({ protocol: /^https?$/ }).optional(),
  MUSIC_SERVICE_TOKEN: z.string().optional(),
  /**
   * The length of each stock track, when not the library's own (a minute). Test stacks make them a few seconds long:
   * composing eight one-minute tracks costs minutes of a core at every fresh start.
   */
  STOCK_MUSIC_SECONDS: z.coerce.number().int().min(1).max(600).optional(),
  /**
   * Whether the stock tracks are made as the service starts (in the background, whenever no job runs), so the first
   * visit to Soundtrack Timing lists them at once. Off in this service's own tests, which start it many times.
   */
  STOCK_MUSIC_AT_START: booleanSetting.default(true),
});

export interface Config {
  host: string;
  port: number;
  databaseUrl: string;
  serviceToken: string;
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  ffmpegPath: string;
  narrationEngine: string | undefined;
  narrationThreads: number;
  narrationWarmUp: boolean;
  logLevel: LogLevel;
  imageDecodeConcurrency: number;
  jobs: { concurrency: number; runningPerAccount: number; heartbeatSeconds: number; staleSeconds: number };
  /** Each job kind's time limit in minutes (the mix's and the video's per hour of narration). */
  jobTimeLimitMinutes: { narration: number; music: number; mix: number; video: number; accountExport: number };
  music: { serviceUrl?: string; serviceToken?: string; stockSeconds?: number; stockAtStart: boolean };
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** FFMPEG_PATH, else an ffmpeg on PATH (the system build is newer), else the binary shipped in the npm package. */
function resolveFfmpegPath(configured: string | undefined, searchPath: string | undefined): string {
  if (configured) return configured;
  for (const dir of (searchPath ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, 'ffmpeg'))) return path.join(dir, 'ffmpeg');
  }
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/** The ffmpeg the service runs, for a tool run beside it (the bench's timings). */
export const ffmpegPathOf = (env: NodeJS.ProcessEnv = process.env): string =>
  resolveFfmpegPath(env.FFMPEG_PATH, env.PATH);

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const isSecureOrLocal = (url: string): boolean => {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || LOCAL_HOSTS.has(hostname);
};

/** Reads and validates the service's settings once; a missing, malformed or (in production) unsafe one stops the start. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = readSettings('media-service', mediaServiceSettings, env);
  if (e.JOB_STALE_SECONDS <= e.JOB_HEARTBEAT_SECONDS) {
    throw new Error('Invalid media-service configuration: JOB_STALE_SECONDS must exceed JOB_HEARTBEAT_SECONDS');
  }
  // Prompts and the bearer token would cross the network in clear text.
  if (e.NODE_ENV === 'production' && e.MUSIC_SERVICE_URL && !isSecureOrLocal(e.MUSIC_SERVICE_URL)) {
    throw new Error('Invalid media-service configuration: MUSIC_SERVICE_URL must use https (http only for localhost)');
  }
  return {
    host: e.HOST,
    port: servicePort(e.MEDIA_SERVICE_PORT, MEDIA_SERVICE_DEFAULT_PORT, e.PORT_OFFSET),
    databaseUrl: e.DATABASE_URL,
    serviceToken: e.SERVICE_TOKEN,
    s3: {
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    },
    ffmpegPath: resolveFfmpegPath(e.FFMPEG_PATH, env.PATH),
    narrationEngine: e.NARRATION_ENGINE,
    narrationThreads: e.NARRATION_THREADS ?? availableParallelism(),
    narrationWarmUp: e.NARRATION_WARM_UP,
    logLevel: e.LOG_LEVEL,
    jobs: {
      concurrency: e.WORKER_CONCURRENCY,
      runningPerAccount: e.JOB_RUNNING_PER_ACCOUNT,
      heartbeatSeconds: e.JOB_HEARTBEAT_SECONDS,
      staleSeconds: e.JOB_STALE_SECONDS,
    },
    imageDecodeConcurrency: e.IMAGE_DECODE_CONCURRENCY,
    jobTimeLimitMinutes: {
      narration: e.NARRATION_TIME_LIMIT_MINUTES,
      music: e.MUSIC_TIME_LIMIT_MINUTES,
      mix: e.MIX_TIME_LIMIT_MINUTES,
      video: e.VIDEO_TIME_LIMIT_MINUTES,
      accountExport: e.ACCOUNT_EXPORT_TIME_LIMIT_MINUTES,
    },
    music: {
      serviceUrl: e.MUSIC_SERVICE_URL,
      serviceToken: e.MUSIC_SERVICE_TOKEN,
      stockSeconds: e.STOCK_MUSIC_SECONDS,
      stockAtStart: e.STOCK_MUSIC_AT_START,
    },
  };
}
