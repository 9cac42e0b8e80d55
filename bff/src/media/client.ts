import {
  accountExportJobSchema,
  apiErrorSchema,
  avatarUrlSchema,
  deletedUserDataSchema,
  storedAvatarSchema,
  type AccountExportJob,
  type AccountExportRequest,
  type avatarKeyRequestSchema,
  type deleteUserDataRequestSchema,
  type StoredAvatar,
  copiedProjectSchema,
  deletedProjectSchema,
  extractedTextSchema,
  jobQueryAnswerSchema,
  type jobQuerySchema,
  mediaJobSchema,
  mediaScriptUnitsAnswerSchema,
  mediaScriptVersionAnswerSchema,
  mixStartedSchema,
  presignAnswerSchema,
  scoreProposalSchema,
  SCRIPT_NAME_HEADER,
  startedJobSchema,
  storedCoverSchema,
  waveformVideoStartedSchema,
  type WaveformVideoRequest,
  type WaveformVideoStarted,
  stockTracksSchema,
  storedScriptSchema,
  voiceEngineSchema,
  voicePreviewsSchema,
  voiceSampleSchema,
  type copyProjectRequestSchema,
  type deleteObjectsRequestSchema,
  type deleteVoiceSampleRequestSchema,
  type ExtractedText,
  type extractTextRequestSchema,
  type MediaJob,
  type MediaPronunciationPreview,
  type MixRequest,
  type MixStarted,
  type MusicJobRequest,
  type NarrationRequest,
  type mediaScriptVersionSchema,
  type presignRequestSchema,
  type ScriptUnit,
  type ScoreProposal,
  type scoreProposalRequestSchema,
  type StockTrack,
  type StoredScript,
  type VoiceEngine,
  type VoicePreview,
  type VoicePreviewsRequest,
  type VoiceSample,
} from '@reeltalk/contracts';
import { errorOfStatus, requestIdHeaders } from '@reeltalk/server-kit';
import { z } from 'zod';
import { countMediaCall } from '../request-work.ts';

/**
 * A refusal of the media-service (4xx) becomes the typed error of its status with its message, which is written for
 * people; the error middleware answers it as it is. A refused service token (401, 403) or a failure of the
 * media-service is ours, not the caller's: an unexpected error, logged and answered 500.
 */
function mediaServiceError(status: number, body: unknown): Error {
  const answer = apiErrorSchema.safeParse(body);
  const refusal = status >= 400 && status < 500 && status !== 401 && status !== 403;
  // Its field names are those of the media-service's body, not of any form the browser shows: left out.
  if (refusal && answer.success) return errorOfStatus(status, answer.data.message);
  return new Error(`The media service answered HTTP ${status}${answer.success ? `: ${answer.data.message}` : ''}`);
}

/** The internal media-service, reached with the shared service token. */
export interface MediaClient {
  /** True when the media-service answers its health check in time. */
  isHealthy(): Promise<boolean>;
  /**
   * Streams a script's bytes into the project's storage as they arrive; the media-service checks content and size on
   * the way and answers where it stored it. A failing `content` fails the upload and nothing is kept.
   */
  uploadScript(projectId: string, file: { name: string; content: AsyncIterable<Uint8Array> }): Promise<StoredScript>;
  /** The narration text of a stored script and its word count. */
  extractText(projectId: string, key: string): Promise<ExtractedText>;
  /** The units of the project's uploaded document or of a script version stored for it, in reading order. */
  scriptUnits(projectId: string, key: string): Promise<ScriptUnit[]>;
  /** Stores a script version of the project and answers its key (the media-service names it by its content). */
  storeScriptVersion(projectId: string, units: ScriptUnit[]): Promise<string>;
  /**
   * Starts a durable narration job of a stored script, or answers the one in flight for the project: with
   * `flowType` (the voice step's), one reading otherwise is cancelled for it. `ownerId` is whose job it is.
   */
  startNarration(projectId: string, job: NarrationRequest): Promise<string>;
  job(jobId: string): Promise<MediaJob>;
  /** The jobs the query names, newest first, as they are now (without what they published while running). */
  jobs(query: RequestBody<typeof jobQuerySchema>): Promise<Array<Omit<MediaJob, 'partial'>>>;
  /** Starts a durable job composing a track from a prompt, stored under its owner's music; answers the job id. */
  startMusic(projectId: string, job: MusicJobRequest): Promise<string>;
  /** The stock soundtracks; the first call makes and stores any missing one (seconds per track). */
  stockTracks(): Promise<StockTrack[]>;
  /** Mixes the project's narration with its zones: the stored mix of unchanged inputs, else the job making it. */
  startMix(projectId: string, request: MixRequest): Promise<MixStarted>;
  /** A draft music zone per chapter of the narration whose timeline is stored under `timelineKey`. */
  scoreProposal(projectId: string, timelineKey: string): Promise<ScoreProposal>;
  /**
   * Expiring GET URLs, by key (living `expiresIn` seconds, else the media-service's hour); a key given a name in
   * `downloadNames` downloads as a file of that name.
   */
  presign(keys: string[], downloadNames?: Record<string, string>, expiresIn?: number): Promise<Record<string, string>>;
  /** Deletes objects of the project; the media-service refuses any key outside the project's own folder. */
  deleteObjects(projectId: string, keys: string[]): Promise<void>;
  /**
   * Cancels the project's jobs and, once none is at work any more, deletes everything stored for the project (script,
   * narrated paragraphs, narrations); answers how many objects.
   */
  deleteProjectObjects(projectId: string): Promise<number>;
  /**
   * Copies every object of the project to the (empty) folder of project `toProjectId`, keys inside stored JSON
   * rewritten to the copy's; answers the new key of each old one. A failed copy leaves nothing behind.
   */
  copyProjectObjects(projectId: string, toProjectId: string): Promise<Record<string, string>>;
  /** Renders the waveform video of the project's mix: the stored one of unchanged inputs, else the job making it. */
  startWaveformVideo(projectId: string, request: WaveformVideoRequest): Promise<WaveformVideoStarted>;
  /** Checks a cover image by its content, re-encodes it to a JPEG and stores it under the project; answers its key. */
  storeCover(projectId: string, image: Uint8Array<ArrayBuffer>): Promise<string>;
  /** Checks an avatar image by its content, re-encodes it to a square PNG and stores it as the user's (415 / 413). */
  storeAvatar(userId: string, image: Uint8Array<ArrayBuffer>): Promise<StoredAvatar>;
  /** An expiring GET URL of an avatar storeAvatar stored for the user. */
  avatarUrl(userId: string, key: string): Promise<string>;
  /** Deletes an avatar storeAvatar stored for the user; the media-service takes no key of anyone else's. */
  deleteAvatar(userId: string, key: string): Promise<void>;
  /** Starts the ZIP of a user's data as a job (or answers the one in flight for the user); answers the job id. */
  startAccountExport(userId: string, request: AccountExportRequest): Promise<string>;
  /** A data export of the user (404 when it is not theirs), with a download URL once it is done. */
  accountExport(userId: string, jobId: string): Promise<AccountExportJob>;
  /**
   * Cancels the user's jobs and those of the projects named, waits for them to stop, then deletes every object of
   * the user (avatars, exports, generated music) and of those projects, and those jobs' rows; answers how many.
   */
  deleteUserData(userId: string, projectIds: string[]): Promise<{ objects: number; jobs: number }>;
  voiceEngine(): Promise<VoiceEngine>;
  /**
   * Preview clips of voices (made on first request), read with the dictionary when one is sent, with fresh presigned
   * URLs, in the order asked.
   */
  voicePreviews(request: VoicePreviewsRequest): Promise<VoicePreview[]>;
  /** Checks a custom voice sample by its content, measures it and keeps it (415 / 422 when it cannot be used). */
  analyseVoiceSample(audio: Uint8Array<ArrayBuffer>, contentType: string): Promise<VoiceSample>;
  /** Deletes a sample analyseVoiceSample kept, whose custom voice was not kept; the media-service takes no other key. */
  deleteVoiceSample(sampleKey: string): Promise<void>;
  /** "Hear it": a term read with a voice, a reading and one pronunciation, as the bytes of a WAV. */
  pronunciationPreview(preview: MediaPronunciationPreview): Promise<Uint8Array<ArrayBuffer>>;
}

const HEALTH_TIMEOUT_MS = 2000;

/** A request body as the contract's schema, which the media-service checks it with, takes it. */
type RequestBody<Schema extends z.ZodType> = z.input<Schema>;

/** A request body fetch reads from `chunks` as it sends; a failing source fails the request. */
function requestBodyOf(chunks: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** A body that is not JSON (a proxy's error page, say) reads as nothing. */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export function createMediaClient(options: { baseUrl: string; serviceToken: string }): MediaClient {
  const request = (path: string, init: RequestInit = {}) => {
    countMediaCall();
    return fetch(`${options.baseUrl}${path}`, {
      ...init,
      // The request id lets one request be followed through the bff's log and the media-service's.
      headers: { ...init.headers, ...requestIdHeaders(), Authorization: `Bearer ${options.serviceToken}` },
    });
  };

  /** Sends a request and parses a 2xx answer with `schema`; anything else is thrown as mediaServiceError says. */
  const call = async <T extends z.ZodType>(schema: T, path: string, init: RequestInit): Promise<z.output<T>> => {
    const response = await request(path, init);
    const text = await response.text();
    const body = parseJson(text);
    if (!response.ok) throw mediaServiceError(response.status, body);
    const parsed = schema.safeParse(body);
    // An answer we cannot read is our fault (a 500), not the caller's.
    if (!parsed.success) throw new Error(`Unexpected answer of the media service to ${path}: ${parsed.error.message}`);
    return parsed.data;
  };
  const postJson = <T extends z.ZodType>(schema: T, path: string, json: unknown) =>
    call(schema, path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) });
  const project = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;
  const user = (userId: string) => `/users/${encodeURIComponent(userId)}`;
  const presign = async (keys: string[], downloadNames?: Record<string, string>, expiresIn?: number) =>
    (
      await postJson(presignAnswerSchema, '/presign', {
        keys,
        downloadNames,
        expiresIn,
      } satisfies RequestBody<typeof presignRequestSchema>)
    ).urls;

  return {
    async isHealthy() {
      try {
        const response = await request('/health', { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
        await response.body?.cancel();
        return response.ok;
      } catch {
        return false;
      }
    },

    uploadScript(projectId, file) {
      return call(storedScriptSchema, `${project(projectId)}/source`, {
        method: 'POST',
        // The name travels percent-encoded: every character a file name may hold survives a header that way.
        headers: { 'Content-Type': 'application/octet-stream', [SCRIPT_NAME_HEADER]: encodeURIComponent(file.name) },
        body: requestBodyOf(file.content),
        // Node's fetch streams a request body only half-duplex; the DOM typings do not know the option.
        duplex: 'half',
      } as RequestInit);
    },

    extractText(projectId, key) {
      return postJson(extractedTextSchema, `${project(projectId)}/extract-text`, {
        key,
      } satisfies RequestBody<typeof extractTextRequestSchema>);
    },

    async scriptUnits(projectId, key) {
      const path = `${project(projectId)}/script-units?key=${encodeURIComponent(key)}`;
      return (await call(mediaScriptUnitsAnswerSchema, path, { method: 'GET' })).units;
    },

    async storeScriptVersion(projectId, units) {
      const path = `${project(projectId)}/script-versions`;
      return (
        await postJson(mediaScriptVersionAnswerSchema, path, { units } satisfies RequestBody<
          typeof mediaScriptVersionSchema
        >)
      ).scriptKey;
    },

    async startNarration(projectId, job) {
      return (await postJson(startedJobSchema, `${project(projectId)}/narrations`, job)).jobId;
    },

    job(jobId) {
      return call(mediaJobSchema, `/jobs/${encodeURIComponent(jobId)}`, { method: 'GET' });
    },

    async jobs(query) {
      return (await postJson(jobQueryAnswerSchema, '/jobs/query', query)).jobs;
    },

    async startMusic(projectId, job) {
      return (await postJson(startedJobSchema, `${project(projectId)}/music`, job)).jobId;
    },

    async stockTracks() {
      return (await call(stockTracksSchema, '/music/stock', { method: 'GET' })).tracks;
    },

    startMix(projectId, request) {
      return postJson(mixStartedSchema, `${project(projectId)}/mixes`, request);
    },

    scoreProposal(projectId, timelineKey) {
      return postJson(scoreProposalSchema, `${project(projectId)}/score-proposal`, {
        timelineKey,
      } satisfies RequestBody<typeof scoreProposalRequestSchema>);
    },

    presign,

    async deleteObjects(projectId, keys) {
      await postJson(z.unknown(), '/objects/delete', {
        projectId,
        keys,
      } satisfies RequestBody<typeof deleteObjectsRequestSchema>);
    },
    async deleteProjectObjects(projectId) {
      return (await call(deletedProjectSchema, project(projectId), { method: 'DELETE' })).deleted;
    },
    async copyProjectObjects(projectId, toProjectId) {
      return (
        await postJson(copiedProjectSchema, `${project(projectId)}/copy`, {
          toProjectId,
        } satisfies RequestBody<typeof copyProjectRequestSchema>)
      ).keys;
    },
    startWaveformVideo(projectId, request) {
      return postJson(waveformVideoStartedSchema, `${project(projectId)}/waveform-videos`, request);
    },
    async storeCover(projectId, image) {
      const stored = await call(storedCoverSchema, `${project(projectId)}/cover`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: image,
      });
      return stored.key;
    },
    storeAvatar(userId, image) {
      return call(storedAvatarSchema, `${user(userId)}/avatar`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: image,
      });
    },
    async avatarUrl(userId, key) {
      return (
        await postJson(avatarUrlSchema, `${user(userId)}/avatar/url`, {
          key,
        } satisfies RequestBody<typeof avatarKeyRequestSchema>)
      ).url;
    },
    async deleteAvatar(userId, key) {
      await postJson(z.unknown(), `${user(userId)}/avatar/delete`, {
        key,
      } satisfies RequestBody<typeof avatarKeyRequestSchema>);
    },
    async startAccountExport(userId, request) {
      return (await postJson(startedJobSchema, `${user(userId)}/exports`, request)).jobId;
    },
    accountExport(userId, jobId) {
      return call(accountExportJobSchema, `${user(userId)}/exports/${encodeURIComponent(jobId)}`, { method: 'GET' });
    },
    async deleteUserData(userId, projectIds) {
      const { deleted, jobs } = await postJson(deletedUserDataSchema, `${user(userId)}/delete`, {
        projectIds,
      } satisfies RequestBody<typeof deleteUserDataRequestSchema>);
      return { objects: deleted, jobs };
    },
    voiceEngine() {
      return call(voiceEngineSchema, '/voices', { method: 'GET' });
    },
    async voicePreviews(request) {
      return (await postJson(voicePreviewsSchema, '/voices/previews', request)).previews;
    },
    analyseVoiceSample(audio, contentType) {
      return call(voiceSampleSchema, '/voices/samples', {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body: audio,
      });
    },
    async deleteVoiceSample(sampleKey) {
      await postJson(z.unknown(), '/voices/samples/delete', {
        key: sampleKey,
      } satisfies RequestBody<typeof deleteVoiceSampleRequestSchema>);
    },
    async pronunciationPreview(preview) {
      const response = await request('/pronunciations/preview', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(preview),
      });
      if (!response.ok) throw mediaServiceError(response.status, parseJson(await response.text()));
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}
