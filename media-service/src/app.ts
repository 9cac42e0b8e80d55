import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JOB_KINDS, type AudiobookFormat } from '@reeltalk/contracts';
import Koa from 'koa';
import { createLogger, errorMiddleware, jsonBodyParser, queryCheck, requestLogMiddleware } from '@reeltalk/server-kit';
import type { Logger } from 'pino';
import { accountExportJob } from './account-export/account-export-job.ts';
import { accountExportRoutes } from './account-export/routes.ts';
import { createAccountExportService } from './account-export/service.ts';
import { ffmpegVersion } from './audio/index.ts';
import { audiobookJob } from './audiobook/audiobook-job.ts';
import { AUDIOBOOK_BUILDERS } from './audiobook/builders.ts';
import { audiobookRoutes } from './audiobook/routes.ts';
import { createAudiobookService } from './audiobook/service.ts';
import { avatarRoutes } from './avatar/routes.ts';
import { createAvatarService } from './avatar/service.ts';
import type { Config } from './config.ts';
import { coverRoutes } from './cover/routes.ts';
import { createCoverService } from './cover/service.ts';
import { createDatabase, isDatabaseReachable, migrateToLatest } from './db/database.ts';
import { healthRoutes } from './health/routes.ts';
import { uploadedImageDecoder } from './image/redraw.ts';
import { mixJob } from './mixing/mix-job.ts';
import { mixRoutes } from './mixing/routes.ts';
import { createMixService } from './mixing/service.ts';
import { createMusicGenerator } from './music/choose-generator.ts';
import { musicJob } from './music/music-job.ts';
import { musicRoutes } from './music/routes.ts';
import { createMusicService } from './music/service.ts';
import { STOCK_TRACKS } from './music/stock-library.ts';
import { createStockLibrary } from './music/stock.ts';
import { createEngine } from './narration/engine/index.ts';
import { narrationJob } from './narration/narration-job.ts';
import { narrationRoutes } from './narration/routes.ts';
import { createNarrationService } from './narration/service.ts';
import { serviceTokenMiddleware } from './http/service-token.ts';
import { systemClock } from './queue/clock.ts';
import { JobRunner } from './queue/job-runner.ts';
import { JobRepository } from './queue/repository.ts';
import { jobRoutes } from './queue/routes.ts';
import { ObjectStorage } from './storage/object-storage.ts';
import { projectRoutes } from './project/routes.ts';
import { createProjectService } from './project/service.ts';
import { scriptRoutes } from './script/routes.ts';
import { createScriptService } from './script/service.ts';
import { storageRoutes } from './storage/routes.ts';
import { createStorageService } from './storage/service.ts';
import { userDataRoutes } from './user-data/routes.ts';
import { createUserDataService } from './user-data/service.ts';
import { videoRoutes } from './video/routes.ts';
import { createWaveformVideoService } from './video/service.ts';
import { waveformVideoJob } from './video/waveform-video-job.ts';
import { pronunciationRoutes } from './pronunciation/routes.ts';
import { createPronunciationService } from './pronunciation/service.ts';
import { voiceRoutes } from './voice/routes.ts';
import { createVoiceService } from './voice/service.ts';

/** How often the stock music made at start checks whether the service is idle again. */
const IDLE_CHECK_MS = 1000;

export interface App {
  app: Koa;
  /** Migrates, starts the job workers and listens on config.host:config.port; answers the base URL (the real port when config.port is 0). */
  start(): Promise<string>;
  stop(): Promise<void>;
}

export function createApp(config: Config, logger: Logger = createLogger('media-service', config.logLevel)): App {
  const db = createDatabase(config.databaseUrl, logger);
  const storage = new ObjectStorage(config.s3);
  const jobs = new JobRepository(db, systemClock);
  const runner = new JobRunner(config.databaseUrl, jobs, config.jobs, logger, systemClock);
  const engine = createEngine({ narrationEngine: config.narrationEngine, narrationThreads: config.narrationThreads });
  const { ffmpegPath, jobTimeLimitMinutes: limits } = config;
  const generator = createMusicGenerator(config.music);
  // An audiobook format is an encode of the mix: it gets the mix's time per hour of audio.
  const audiobook = (format: AudiobookFormat) =>
    audiobookJob({ builder: AUDIOBOOK_BUILDERS[format], storage, engine, ffmpegPath, timeLimitMinutes: limits.mix });
  runner.defineEvery({
    [JOB_KINDS.narration]: narrationJob({ storage, engine, ffmpegPath, timeLimitMinutes: limits.narration }),
    [JOB_KINDS.music]: musicJob({ storage, generator, ffmpegPath, timeLimitMinutes: limits.music }),
    [JOB_KINDS.mix]: mixJob({ storage, ffmpegPath, timeLimitMinutes: limits.mix }),
    [JOB_KINDS.waveformVideo]: waveformVideoJob({ storage, ffmpegPath, timeLimitMinutes: limits.video }),
    [JOB_KINDS.accountExport]: accountExportJob({ storage, timeLimitMinutes: limits.accountExport }),
    [JOB_KINDS.audiobookM4b]: audiobook('m4b'),
    [JOB_KINDS.audiobookAcx]: audiobook('acx'),
    [JOB_KINDS.audiobookEpub]: audiobook('epub'),
  });
  const { stockSeconds } = config.music;
  const tracks = STOCK_TRACKS.map((track) => ({ ...track, durationSeconds: stockSeconds ?? track.durationSeconds }));
  const stock = createStockLibrary({ db, storage, generator, ffmpegPath: config.ffmpegPath, tracks });
  const uploadedImages = uploadedImageDecoder(config.imageDecodeConcurrency);

  const koa = new Koa();
  // Errors Koa meets outside a response (a client gone mid-request): logged, not printed raw to stderr.
  koa.on('error', (error: Error) => logger.warn({ err: error }, 'connection error'));
  // Requests being answered: work of low priority (the stock music made at start) waits while there are any.
  let answering = 0;
  koa.use(async (_ctx, next) => {
    answering++;
    try {
      await next();
    } finally {
      answering--;
    }
  });
  koa.use(requestLogMiddleware(logger));
  koa.use(errorMiddleware(logger, { fieldInMessage: true }));
  koa.use(serviceTokenMiddleware(config.serviceToken));
  koa.use(queryCheck());
  koa.use(jsonBodyParser('1mb'));
  const routers = [
    healthRoutes({
      database: () => isDatabaseReachable(db),
      storage: () => storage.isReachable(),
      queue: () => runner.isHealthy(),
    }),
    jobRoutes(jobs),
    storageRoutes(createStorageService(storage)),
    scriptRoutes(createScriptService(storage), storage),
    projectRoutes(createProjectService({ storage, jobs, staleSeconds: config.jobs.staleSeconds })),
    narrationRoutes(createNarrationService({ storage, engine, runner })),
    musicRoutes(createMusicService({ runner, stock, storage })),
    mixRoutes(createMixService({ runner, storage })),
    voiceRoutes(createVoiceService({ storage, engine, ffmpegPath: config.ffmpegPath })),
    pronunciationRoutes(createPronunciationService({ engine })),
    avatarRoutes(createAvatarService(storage, uploadedImages)),
    coverRoutes(createCoverService(storage, uploadedImages)),
    videoRoutes(createWaveformVideoService({ runner, storage })),
    audiobookRoutes(createAudiobookService({ runner, storage, builders: Object.values(AUDIOBOOK_BUILDERS) })),
    accountExportRoutes(createAccountExportService({ storage, jobs, runner })),
    userDataRoutes(createUserDataService({ storage, jobs, staleSeconds: config.jobs.staleSeconds })),
  ];
  for (const router of routers) koa.use(router.routes());

  let server: Server | undefined;
  return {
    app: koa,
    async start() {
      // Which ffmpeg decodes uploads (a system build or the npm-shipped 2018 one) matters for its security fixes.
      logger.info({ path: config.ffmpegPath, version: await ffmpegVersion(config.ffmpegPath) }, 'ffmpeg');
      await migrateToLatest(db);
      await runner.start();
      if (config.narrationWarmUp) {
        // Ready once warm: a creator's first narration then starts at full speed. Should it fail, the narrations that
        // need the engine report why; the rest of the service works without it.
        await engine
          .warmUp?.()
          .catch((error: unknown) => logger.warn({ err: error }, 'the narration engine did not warm up'));
      }
      const listening = createServer(koa.callback());
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(config.port, config.host, () => resolve());
      });
      server = listening;
      const { port } = listening.address() as AddressInfo;
      logger.info({ host: config.host, port }, 'media-service listening');
      if (config.music.stockAtStart) {
        // In the background, at low priority (a track at a time, while no job runs and no request is answered): the
        // first visit to Soundtrack Timing then lists them at once. Should it fail, the first listing makes them.
        stock
          .prepare({ isIdle: () => runner.idle && answering === 0, pollMs: IDLE_CHECK_MS })
          .then(() => logger.info('stock music ready'))
          .catch((error: unknown) => logger.warn({ err: error }, 'the stock music was not made at start'));
      }
      return `http://${config.host}:${port}`;
    },
    async stop() {
      if (server) {
        const closing = server;
        await new Promise<void>((resolve) => {
          closing.close(() => resolve());
          closing.closeIdleConnections();
        });
      }
      stock.stop();
      await runner.stop();
      // After the jobs have stopped: the engine's synthesis threads would otherwise outlive the app.
      await engine.close();
      await db.destroy();
      storage.destroy();
    },
  };
}
