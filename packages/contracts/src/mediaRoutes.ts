import { z } from 'zod';
import { mediaJobSchema } from './jobs.ts';
import {
  accountExportJobSchema,
  accountExportRequestSchema,
  avatarKeyRequestSchema,
  avatarUrlSchema,
  deletedProjectSchema,
  deletedUserDataSchema,
  deleteObjectsRequestSchema,
  deleteUserDataRequestSchema,
  deleteVoiceSampleRequestSchema,
  extractedTextSchema,
  extractTextRequestSchema,
  jobQueryAnswerSchema,
  jobQuerySchema,
  narrationRequestSchema,
  presignAnswerSchema,
  presignRequestSchema,
  startedJobSchema,
  storedAvatarSchema,
  storedScriptSchema,
  voiceEngineSchema,
  voicePreviewsRequestSchema,
  voicePreviewsSchema,
  voiceSampleSchema,
} from './media.ts';
import {
  mixRequestSchema,
  mixStartedSchema,
  storedCoverSchema,
  waveformVideoRequestSchema,
  waveformVideoStartedSchema,
} from './export.ts';
import {
  audiobookFormatRequestSchema,
  audiobookFormatStartedSchema,
  storedAudiobookFormatSchema,
} from './audiobookExport.ts';
import { copiedProjectSchema, copyProjectRequestSchema } from './projectCopy.ts';
import { mediaPronunciationPreviewSchema } from './pronunciation.ts';
import {
  mediaScriptUnitsAnswerSchema,
  mediaScriptVersionAnswerSchema,
  mediaScriptVersionSchema,
} from './scriptEdit.ts';
import {
  musicJobRequestSchema,
  scoreProposalRequestSchema,
  scoreProposalSchema,
  stockTracksSchema,
} from './soundtrack.ts';

// Every route of the media-service, once: the bff's client and the media-service's handlers are both typed from this
// table, so a schema changed here fails the type check wherever a side no longer fits it.

/** A body that is the bytes themselves (a file as uploaded, a WAV as made), not JSON. */
export const BYTES = 'bytes';
/** An answer with no body (204). */
export const NO_CONTENT = 'no content';

export interface MediaRouteContract {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Koa-router style: `:name` is a path parameter, sent percent-encoded. */
  readonly path: string;
  /** Each query parameter's schema (one string each). */
  readonly query?: Readonly<Record<string, z.ZodType<unknown, string>>>;
  /** JSON checked by this schema, or the raw bytes. Routes without a body take none. */
  readonly body?: z.ZodType | typeof BYTES;
  readonly answer: z.ZodType | typeof BYTES | typeof NO_CONTENT;
  /** The status of success, when not 200 (a route may answer 200 instead for work already done: a stored mix). */
  readonly status?: 201 | 202 | 204;
}

const route = <const R extends MediaRouteContract>(contract: R): R => contract;

/** What GET /health answers: every dependency's word, 503 when one is down. */
export const mediaHealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  storage: z.enum(['ok', 'unreachable']),
  queue: z.enum(['ok', 'unreachable']),
});

export const mediaRoutes = {
  health: route({ method: 'GET', path: '/health', answer: mediaHealthSchema }),
  /** The script's bytes, its name percent-encoded in SCRIPT_NAME_HEADER. */
  uploadScript: route({
    method: 'POST',
    path: '/projects/:projectId/source',
    body: BYTES,
    answer: storedScriptSchema,
    status: 201,
  }),
  extractText: route({
    method: 'POST',
    path: '/projects/:projectId/extract-text',
    body: extractTextRequestSchema,
    answer: extractedTextSchema,
  }),
  scriptUnits: route({
    method: 'GET',
    path: '/projects/:projectId/script-units',
    query: { key: z.string() },
    answer: mediaScriptUnitsAnswerSchema,
  }),
  storeScriptVersion: route({
    method: 'POST',
    path: '/projects/:projectId/script-versions',
    body: mediaScriptVersionSchema,
    answer: mediaScriptVersionAnswerSchema,
    status: 201,
  }),
  startNarration: route({
    method: 'POST',
    path: '/projects/:projectId/narrations',
    body: narrationRequestSchema,
    answer: startedJobSchema,
    status: 202,
  }),
  job: route({ method: 'GET', path: '/jobs/:jobId', answer: mediaJobSchema }),
  queryJobs: route({ method: 'POST', path: '/jobs/query', body: jobQuerySchema, answer: jobQueryAnswerSchema }),
  startMusic: route({
    method: 'POST',
    path: '/projects/:projectId/music',
    body: musicJobRequestSchema,
    answer: startedJobSchema,
    status: 202,
  }),
  stockTracks: route({ method: 'GET', path: '/music/stock', answer: stockTracksSchema }),
  startMix: route({
    method: 'POST',
    path: '/projects/:projectId/mixes',
    body: mixRequestSchema,
    answer: mixStartedSchema,
    status: 202,
  }),
  scoreProposal: route({
    method: 'POST',
    path: '/projects/:projectId/score-proposal',
    body: scoreProposalRequestSchema,
    answer: scoreProposalSchema,
  }),
  presign: route({ method: 'POST', path: '/presign', body: presignRequestSchema, answer: presignAnswerSchema }),
  deleteObjects: route({
    method: 'POST',
    path: '/objects/delete',
    body: deleteObjectsRequestSchema,
    answer: NO_CONTENT,
    status: 204,
  }),
  deleteProject: route({ method: 'DELETE', path: '/projects/:projectId', answer: deletedProjectSchema }),
  copyProject: route({
    method: 'POST',
    path: '/projects/:projectId/copy',
    body: copyProjectRequestSchema,
    answer: copiedProjectSchema,
  }),
  startWaveformVideo: route({
    method: 'POST',
    path: '/projects/:projectId/waveform-videos',
    body: waveformVideoRequestSchema,
    answer: waveformVideoStartedSchema,
    status: 202,
  }),
  startAudiobookFormat: route({
    method: 'POST',
    path: '/projects/:projectId/audiobook-formats/:format',
    body: audiobookFormatRequestSchema,
    answer: audiobookFormatStartedSchema,
    status: 202,
  }),
  /** The stored file of these inputs, without starting a job. */
  storedAudiobookFormat: route({
    method: 'POST',
    path: '/projects/:projectId/audiobook-formats/:format/stored',
    body: audiobookFormatRequestSchema,
    answer: storedAudiobookFormatSchema,
  }),
  storeCover: route({
    method: 'POST',
    path: '/projects/:projectId/cover',
    body: BYTES,
    answer: storedCoverSchema,
    status: 201,
  }),
  storeAvatar: route({
    method: 'PUT',
    path: '/users/:userId/avatar',
    body: BYTES,
    answer: storedAvatarSchema,
    status: 201,
  }),
  avatarUrl: route({
    method: 'POST',
    path: '/users/:userId/avatar/url',
    body: avatarKeyRequestSchema,
    answer: avatarUrlSchema,
  }),
  deleteAvatar: route({
    method: 'POST',
    path: '/users/:userId/avatar/delete',
    body: avatarKeyRequestSchema,
    answer: NO_CONTENT,
    status: 204,
  }),
  startAccountExport: route({
    method: 'POST',
    path: '/users/:userId/exports',
    body: accountExportRequestSchema,
    answer: startedJobSchema,
    status: 202,
  }),
  accountExport: route({ method: 'GET', path: '/users/:userId/exports/:jobId', answer: accountExportJobSchema }),
  deleteUserData: route({
    method: 'POST',
    path: '/users/:userId/delete',
    body: deleteUserDataRequestSchema,
    answer: deletedUserDataSchema,
  }),
  voiceEngine: route({ method: 'GET', path: '/voices', answer: voiceEngineSchema }),
  voicePreviews: route({
    method: 'POST',
    path: '/voices/previews',
    body: voicePreviewsRequestSchema,
    answer: voicePreviewsSchema,
  }),
  /** The raw MP3 or WAV of a custom voice sample. */
  analyseVoiceSample: route({
    method: 'POST',
    path: '/voices/samples',
    body: BYTES,
    answer: voiceSampleSchema,
    status: 201,
  }),
  deleteVoiceSample: route({
    method: 'POST',
    path: '/voices/samples/delete',
    body: deleteVoiceSampleRequestSchema,
    answer: NO_CONTENT,
    status: 204,
  }),
  /** "Hear it": answered as the bytes of a WAV. */
  pronunciationPreview: route({
    method: 'POST',
    path: '/pronunciations/preview',
    body: mediaPronunciationPreviewSchema,
    answer: BYTES,
  }),
} as const;

export type MediaRoutes = typeof mediaRoutes;
export type MediaRouteName = keyof MediaRoutes;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a route, by name. */
export type MediaRouteParams<R extends MediaRouteContract> = { [Name in ParamNames<R['path']>]: string };

/** The query of a route: as sent (`Input`) or as checked (`Output`). */
export type MediaRouteQuery<R extends MediaRouteContract, Side extends 'input' | 'output' = 'output'> =
  R['query'] extends Readonly<Record<string, z.ZodType>>
    ? { [Name in keyof R['query']]: Side extends 'input' ? z.input<R['query'][Name]> : z.output<R['query'][Name]> }
    : Record<never, never>;

/** A JSON body as the sender writes it. */
export type MediaRouteBodyInput<R extends MediaRouteContract> = R['body'] extends z.ZodType
  ? z.input<R['body']>
  : never;
/** A JSON body as the schema answers it, on the receiving side. */
export type MediaRouteBody<R extends MediaRouteContract> = R['body'] extends z.ZodType ? z.output<R['body']> : never;

/** An answer as its builder may write it (the media-service's handler). */
export type MediaRouteAnswerInput<R extends MediaRouteContract> = R['answer'] extends z.ZodType
  ? z.input<R['answer']>
  : R['answer'] extends typeof BYTES
    ? Uint8Array
    : void;
/** An answer as its reader gets it, checked by the schema (the bff). */
export type MediaRouteAnswer<R extends MediaRouteContract> = R['answer'] extends z.ZodType
  ? z.output<R['answer']>
  : R['answer'] extends typeof BYTES
    ? Uint8Array<ArrayBuffer>
    : void;

/** The route's path with its parameters filled in, percent-encoded. */
export function mediaRoutePath<R extends MediaRouteContract>(contract: R, params: MediaRouteParams<R>): string {
  const values = params as Record<string, string>;
  return contract.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
