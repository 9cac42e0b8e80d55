import {
  acxOptionsSchema,
  acxReportSchema,
  AUDIOBOOK_JOB_KINDS,
  type AudiobookFile,
  type AudiobookFormatStarted,
  type audiobookFormatRequestSchema,
} from '@reeltalk/contracts';
import { BadRequest, NotFound } from '@reeltalk/server-kit';
import type { z } from 'zod';
import type { JobRunner } from '../queue/job-runner.ts';
import { projectPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { storedInput } from '../storage/stored-input.ts';
import { audiobookFingerprint, audiobookInputSchema, audiobookKeys, type AudiobookInput } from './audiobook-job.ts';
import type { AudiobookFormatBuilder } from './format-builder.ts';

type AudiobookRequest = z.output<typeof audiobookFormatRequestSchema>;

export type AudiobookService = ReturnType<typeof createAudiobookService>;

export function createAudiobookService(deps: {
  runner: JobRunner;
  storage: ObjectStorage;
  builders: readonly AudiobookFormatBuilder[];
}) {
  const { runner, storage, builders } = deps;

  const builderOf = (format: string): AudiobookFormatBuilder => {
    const builder = builders.find((each) => each.format === format);
    if (!builder) throw new NotFound(`The audiobook format ${format} is not made here.`);
    return builder;
  };

  const stored = (key: string, what: string) => storedInput(storage, key, what);

  /** The inputs must be this project's own: its mix, its narration's timeline, its cover. */
  const checkKeys = (projectId: string, request: AudiobookRequest): void => {
    const own = (key: string, folder: string) => key.startsWith(`${projectPrefix(projectId)}${folder}`);
    if (!own(request.mixWavKey, 'mix/') || !request.mixWavKey.endsWith('.wav')) {
      throw new BadRequest('The mix key is not a mixed WAV of this project.');
    }
    if (!own(request.timelineKey, 'narration/') || !request.timelineKey.endsWith('.json')) {
      throw new BadRequest('The timeline key is not a narration timeline of this project.');
    }
    if (request.coverKey !== null && !own(request.coverKey, 'cover/')) {
      throw new BadRequest('The cover key is not a cover of this project.');
    }
  };

  /** The builder, the fingerprint of the request's inputs and where its file is (or would be) stored. */
  const locate = async (projectId: string, format: string, request: AudiobookRequest) => {
    const builder = builderOf(format);
    checkKeys(projectId, request);
    const fingerprint = audiobookFingerprint(builder, {
      mix: await stored(request.mixWavKey, 'mixed audio'),
      timeline: await stored(request.timelineKey, "narration's timeline"),
      cover: request.coverKey ? await stored(request.coverKey, 'cover art') : null,
      request,
    });
    return { builder, fingerprint, keys: audiobookKeys(projectId, builder, fingerprint) };
  };

  /** The stored file of the located inputs (with an ACX package's report), or null. */
  const storedFile = async (
    { builder, keys }: Awaited<ReturnType<typeof locate>>,
    request: AudiobookRequest,
  ): Promise<AudiobookFile | null> => {
    const file = await storage.head(keys.file);
    if (!file) return null;
    const report =
      builder.format === 'acx'
        ? acxReportSchema.parse(JSON.parse((await storage.getBuffer(keys.report)).toString()))
        : null;
    const acx = builder.format === 'acx' ? acxOptionsSchema.parse(request.acx ?? {}) : null;
    return { format: builder.format, key: keys.file, bytes: file.size, report, acx };
  };

  return {
    /**
     * A format of the project's finished audiobook: the stored file when these inputs made one already, else the job
     * making it. One of each format is made per project at a time; a request with other inputs (a new title, other
     * ACX choices) cancels the one in flight.
     */
    async start(projectId: string, format: string, request: AudiobookRequest): Promise<AudiobookFormatStarted> {
      const located = await locate(projectId, format, request);
      const file = await storedFile(located, request);
      if (file) return { reused: true, file };
      const { fingerprint } = located;
      const input: AudiobookInput = { ...request, fingerprint };
      const { jobId } = await runner.enqueue(AUDIOBOOK_JOB_KINDS[located.builder.format], projectId, input, {
        ownerId: request.ownerId,
        replaces: (running) => audiobookInputSchema.parse(running).fingerprint !== fingerprint,
      });
      return { jobId };
    },

    /** The stored file of these inputs, if there is one; never starts a job. */
    async stored(projectId: string, format: string, request: AudiobookRequest): Promise<AudiobookFile | null> {
      return storedFile(await locate(projectId, format, request), request);
    },
  };
}
