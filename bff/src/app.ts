import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUDIOBOOK_JOB_KINDS, JOB_KINDS, type JobKindName, type Project } from '@reeltalk/contracts';
import {
  createLogger,
  errorMiddleware,
  jsonBodyParser,
  NotFound,
  queryCheck,
  requestLogMiddleware,
} from '@reeltalk/server-kit';
import Koa from 'koa';
import type { Logger } from 'pino';
import { createFirebaseVerifier, firebaseAuth } from './auth/firebase.ts';
import { audioRoutes } from './audio/routes.ts';
import { createAudioService } from './audio/service.ts';
import { clientEventRoutes } from './client-event/routes.ts';
import { createAccountExportRepository } from './account-export/repository.ts';
import { accountExportRoutes } from './account-export/routes.ts';
import { createAccountExportService } from './account-export/service.ts';
import { authMiddleware, callerVerifier } from './auth/middleware.ts';
import { cacheVerifiedTokens } from './auth/token-cache.ts';
import type { BffConfig } from './config.ts';
import { createCoverRepository } from './cover/repository.ts';
import { coverRoutes } from './cover/routes.ts';
import { createCoverService } from './cover/service.ts';
import { createDatabase } from './db.ts';
import { healthRoutes } from './health/routes.ts';
import { JobEventHub } from './jobs/hub.ts';
import { createJobState } from './jobs/job-state.ts';
import { createLimits } from './limits/service.ts';
import { currentJobEvents, listenToJobs, type JobRecorder } from './jobs/notifications.ts';
import { jobEventRoutes } from './jobs/routes.ts';
import { createMailer } from './mail/mailer.ts';
import { createMediaClient } from './media/client.ts';
import { createMusicZoneRepository } from './music-zone/repository.ts';
import { musicZoneRoutes } from './music-zone/routes.ts';
import { createMusicZoneService } from './music-zone/service.ts';
import { createNarrationRepository } from './narration/repository.ts';
import { narrationRoutes } from './narration/routes.ts';
import { createNarrationService } from './narration/service.ts';
import { createLibraryRepository } from './project/library.ts';
import { createProjectRepository } from './project/repository.ts';
import { projectRoutes } from './project/routes.ts';
import { createProjectService } from './project/service.ts';
import { createPronunciationRepository } from './pronunciation/repository.ts';
import { pronunciationRoutes } from './pronunciation/routes.ts';
import { createPronunciationService } from './pronunciation/service.ts';
import { createPublisherRepository } from './publisher/repository.ts';
import { publisherRoutes } from './publisher/routes.ts';
import { createPublisherService } from './publisher/service.ts';
import { requestWorkMiddleware } from './request-work.ts';
import { createScriptVersionRepository } from './script/repository.ts';
import { scriptRoutes } from './script/routes.ts';
import { createScriptEditService } from './script/service.ts';
import { createMixRecorder } from './mix/recorder.ts';
import { createMixRepository } from './mix/repository.ts';
import { mixRoutes } from './mix/routes.ts';
import { createRemixOnRetitle } from './mix/remix-on-retitle.ts';
import { createMixService } from './mix/service.ts';
import { sharedPageRoutes } from './share/public-routes.ts';
import { createShareRepository } from './share/repository.ts';
import { shareRoutes } from './share/routes.ts';
import { createShareService } from './share/service.ts';
import { createSoundtrackRepository } from './soundtrack/repository.ts';
import { soundtrackRoutes } from './soundtrack/routes.ts';
import { createSoundtrackService } from './soundtrack/service.ts';
import type { AppState } from './state.ts';
import { createScriptRepository } from './upload/repository.ts';
import { uploadRoutes } from './upload/routes.ts';
import { createScriptService } from './upload/service.ts';
import { createAccountDeletion } from './user/account-deletion.ts';
import { createAvatarService } from './user/avatar.ts';
import { createUserRepository } from './user/repository.ts';
import { userRoutes } from './user/routes.ts';
import { createUserService } from './user/service.ts';
import { projectReadings } from './voice/reading.ts';
import { createVoiceModelRepository } from './voice/repository.ts';
import { voiceRoutes } from './voice/routes.ts';
import { createVoiceService } from './voice/service.ts';
import { audiobookFormatRoutes } from './audiobook-format/routes.ts';
import { createAudiobookFormatService } from './audiobook-format/service.ts';
import { createWaveformVideoRecorder } from './video/recorder.ts';
import { createWaveformVideoRepository } from './video/repository.ts';
import { waveformVideoRoutes } from './video/routes.ts';
import { createWaveformVideoService } from './video/service.ts';

export interface App {
  app: Koa<AppState>;
  /** Listens on config.host:config.port and answers the base URL (the real port when config.port is 0). */
  start(): Promise<string>;
  stop(): Promise<void>;
}

/** The bff; `logger` is where its log goes (a test may read it). */
export function createApp(config: BffConfig, logger: Logger = createLogger('bff', config.logLevel)): App {
  const db = createDatabase(config.databaseUrl, logger);
  const media = createMediaClient({ baseUrl: config.mediaServiceUrl, serviceToken: config.serviceToken });
  const limits = createLimits(config.limits, config.databaseUrl, logger);
  const firebase = { projectId: config.firebaseProjectId, emulatorHost: config.firebaseAuthEmulatorHost };
  const userRepository = createUserRepository(db);
  const users = createUserService({ users: userRepository, media, logger });
  const callers = cacheVerifiedTokens(callerVerifier(createFirebaseVerifier(firebase), users), {
    ttlMs: config.tokenCacheSeconds * 1000,
  });
  const publisherRepository = createPublisherRepository(db);
  const projects = createProjectService({
    projects: createProjectRepository(db),
    library: createLibraryRepository(db),
    publishers: publisherRepository,
    media,
    logger,
  });
  const voiceModels = createVoiceModelRepository(db);
  const hub = new JobEventHub();
  // Every read of a job's state, from the job record.
  const jobState = createJobState({ media });
  const pronunciationRepository = createPronunciationRepository(db);
  const readingOfProject = projectReadings({ voices: voiceModels, media });
  // Every narration and voice preview of a project reads with its dictionary: its own entries over its owner's.
  const dictionaryOf = (project: Project) => pronunciationRepository.dictionary(project._id, project.userId._id);
  const narrations = createNarrationService({
    narrations: createNarrationRepository(db),
    projects,
    media,
    jobState,
    limits,
    readingOf: readingOfProject,
    dictionaryOf,
  });
  const soundtracks = createSoundtrackService({
    soundtracks: createSoundtrackRepository(db),
    projects,
    media,
    jobState,
    limits,
  });
  const zones = createMusicZoneRepository(db);
  const musicZones = createMusicZoneService({ zones, projects, soundtracks, media });
  const mixRepository = createMixRepository(db);
  const mixRecorder = createMixRecorder({ mixes: mixRepository, media });
  const mixes = createMixService({
    mixes: mixRepository,
    projects,
    media,
    hub,
    jobState,
    limits,
    recorder: mixRecorder,
  });
  const remixOnRetitle = createRemixOnRetitle({ mixes, repository: mixRepository, logger });
  const videoRepository = createWaveformVideoRepository(db);
  const videoRecorder = createWaveformVideoRecorder({ videos: videoRepository, media });
  const videos = createWaveformVideoService({ videos: videoRepository, projects, media, hub, jobState, limits });
  const audiobookFormats = createAudiobookFormatService({
    projects,
    media,
    jobState,
    limits,
    readingOf: readingOfProject,
  });
  // What the bff keeps of each kind of media-service job: the type check fails on a kind of JOB_KINDS left out.
  const recorderOf: Record<JobKindName, JobRecorder | undefined> = {
    [JOB_KINDS.narration]: narrations.recorder,
    [JOB_KINDS.music]: soundtracks.recorder,
    [JOB_KINDS.mix]: mixRecorder,
    [JOB_KINDS.waveformVideo]: videoRecorder,
    // An export's or an audiobook file's end changes nothing here: the media-service answers for it.
    [JOB_KINDS.accountExport]: undefined,
    [JOB_KINDS.audiobookM4b]: undefined,
    [JOB_KINDS.audiobookAcx]: undefined,
    [JOB_KINDS.audiobookEpub]: undefined,
  };
  const recorders = Object.values(recorderOf).filter((recorder) => recorder !== undefined);
  const voices = createVoiceService({ voices: voiceModels, projects, narrations, media, limits, logger, dictionaryOf });
  const scripts = createScriptService({ scripts: createScriptRepository(db), projects, media, logger });
  const audio = createAudioService({ projects, media, zones });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const publishers = createPublisherService({
    publishers: publisherRepository,
    mailer,
    limits,
    appUrl: config.appUrl,
    logger,
  });
  const shares = createShareService({
    shares: createShareRepository(db),
    projects,
    projectRows: createProjectRepository(db),
    media,
    mailer,
    limits,
    appUrl: config.appUrl,
  });

  const app = new Koa<AppState>();
  // The bff is reached through the shell's /api proxy (or production's), which writes the caller's address as the
  // last X-Forwarded-For entry; that entry is the listener's address comments are counted by.
  app.proxy = true;
  app.maxIpsCount = 1;
  app.use(requestLogMiddleware(logger, (ctx) => ({ uid: (ctx.state as AppState).caller?.uid })));
  if (config.countRequestWork) app.use(requestWorkMiddleware());
  app.use(errorMiddleware(logger));
  // No route is reached with a NUL, another control character or a broken one in its query (its body: jsonBodyParser).
  app.use(queryCheck());
  app.use(healthRoutes(db, media).routes());
  // A share link's holder is no user of ours: each of these calls proves itself with the link's access key.
  app.use(sharedPageRoutes(shares).routes());
  // Everything below needs a signed-in caller; the token is checked before the body is read.
  app.use(authMiddleware(callers));
  app.use(jsonBodyParser('1mb'));
  app.use(
    userRoutes({
      users,
      avatars: createAvatarService({ users: userRepository, media, logger }),
      limits,
      accounts: createAccountDeletion({
        users: userRepository,
        projects,
        publishers,
        media,
        auth: firebaseAuth(firebase),
        forgetTokens: (uid) => callers.forget((caller) => caller.uid === uid),
        logger,
      }),
      renamed: remixOnRetitle.ownerRenamed,
    }).routes(),
  );
  app.use(
    accountExportRoutes(
      createAccountExportService({
        users: userRepository,
        profiles: users,
        projects,
        memberships: (userId) => publisherRepository.membershipsOf(userId),
        exports: createAccountExportRepository(db),
        media,
        limits,
      }),
    ).routes(),
  );
  app.use(
    projectRoutes(projects, (caller, id) => narrations.ofProject(caller, id), remixOnRetitle.projectChanged).routes(),
  );
  // The formats' jobs can end before a project's stream opens: their latest is read at the start of every stream.
  const followedKinds = Object.values(AUDIOBOOK_JOB_KINDS);
  app.use(
    jobEventRoutes({
      projects,
      hub,
      jobState,
      current: (id) => currentJobEvents(jobState, recorders, id, followedKinds),
    }).routes(),
  );
  app.use(uploadRoutes(scripts, projects, limits).routes());
  app.use(narrationRoutes(narrations).routes());
  app.use(audioRoutes(audio).routes());
  app.use(shareRoutes(shares).routes());
  app.use(soundtrackRoutes(soundtracks).routes());
  app.use(musicZoneRoutes(musicZones).routes());
  app.use(waveformVideoRoutes(videos).routes());
  app.use(audiobookFormatRoutes(audiobookFormats).routes());
  app.use(
    coverRoutes(createCoverService({ covers: createCoverRepository(db), projects, media, logger }), limits).routes(),
  );
  app.use(mixRoutes(mixes).routes());
  app.use(voiceRoutes(voices, projects).routes());
  app.use(
    scriptRoutes(
      createScriptEditService({ versions: createScriptVersionRepository(db), projects, narrations, media }),
    ).routes(),
  );
  app.use(
    pronunciationRoutes(
      createPronunciationService({
        pronunciations: pronunciationRepository,
        projects,
        narrations,
        media,
        readingOf: readingOfProject,
      }),
    ).routes(),
  );
  app.use(publisherRoutes(publishers).routes());
  app.use(clientEventRoutes(limits, logger).routes());
  app.use(() => {
    throw new NotFound('No such API route.');
  });

  let server: Server | undefined;
  let jobs: Awaited<ReturnType<typeof listenToJobs>> | undefined;
  return {
    app,
    async start() {
      jobs = await listenToJobs({
        databaseUrl: config.databaseUrl,
        jobState,
        hub,
        recorders,
        logger,
      });
      const listening = createServer(app.callback());
      server = listening;
      return new Promise((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(config.port, config.host, () => {
          const { port } = listening.address() as AddressInfo;
          const url = `http://${config.host}:${port}`;
          logger.info({ url }, 'bff listening');
          resolve(url);
        });
      });
    },
    async stop() {
      const closing = server;
      server = undefined;
      await jobs?.close();
      await jobs?.settled();
      hub.close();
      if (closing) {
        await new Promise<void>((resolve, reject) => {
          closing.close((error) => (error ? reject(error) : resolve()));
          closing.closeIdleConnections();
        });
      }
      await db.destroy();
      await limits.close();
    },
  };
}
