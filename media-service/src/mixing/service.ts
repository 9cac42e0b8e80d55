import {
  JOB_KINDS,
  STOCK_MUSIC_PREFIX,
  userMusicPrefix,
  type mixRequestSchema,
  type MixStarted,
} from '@reeltalk/contracts';
import type { z } from 'zod';
import { BadRequest } from '@reeltalk/server-kit';
import type { JobRunner } from '../queue/job-runner.ts';
import { projectPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { storedInput, type StoredInput } from '../storage/stored-input.ts';
import { mixFingerprint, mixInputSchema, mixKeys, type MixInput } from './mix-job.ts';

export type MixService = ReturnType<typeof createMixService>;

export function createMixService(deps: { runner: JobRunner; storage: ObjectStorage }) {
  const { runner, storage } = deps;

  const stored = (key: string, what: string) => storedInput(storage, key, what);

  return {
    /**
     * Mixes a project's narration with its music zones. The bff names the keys, but only the project's own files, its
     * owner's music and the stock music may go in. The mix of unchanged inputs is answered as stored (no job); while
     * one is in flight for the project, the same request joins it and another (the zones changed) replaces it.
     */
    async start(projectId: string, request: z.output<typeof mixRequestSchema>): Promise<MixStarted> {
      if (!request.narrationKey.startsWith(projectPrefix(projectId))) {
        throw new BadRequest('The narration is not a file of this project.');
      }
      if (request.timelineKey && !request.timelineKey.startsWith(projectPrefix(projectId))) {
        throw new BadRequest("The narration's timeline is not a file of this project.");
      }
      const musicPrefixes = [projectPrefix(projectId), userMusicPrefix(request.ownerId), STOCK_MUSIC_PREFIX];
      const foreign = request.zones.find((zone) => !musicPrefixes.some((prefix) => zone.musicKey.startsWith(prefix)));
      if (foreign) {
        throw new BadRequest(`The music ${foreign.musicKey} is neither the project's, its owner's nor stock.`);
      }

      const musicByKey = new Map<string, StoredInput>();
      for (const { musicKey } of request.zones) {
        if (!musicByKey.has(musicKey)) musicByKey.set(musicKey, await stored(musicKey, 'music of a zone'));
      }
      const fingerprint = mixFingerprint({
        narration: await stored(request.narrationKey, 'narration'),
        narrationSeconds: request.narrationSeconds,
        timeline: request.timelineKey ? await stored(request.timelineKey, "narration's timeline") : null,
        zones: request.zones.map((zone) => ({
          music: musicByKey.get(zone.musicKey)!,
          start: zone.start,
          end: zone.end,
          volume: zone.volume,
        })),
        tags: request.tags,
      });
      const keys = mixKeys(projectId, fingerprint);
      const withMusic = request.zones.length > 0;
      if ((await storage.head(keys.wav)) && (await storage.head(keys.mp3))) {
        return { reused: true, mp3Key: keys.mp3, wavKey: keys.wav, withMusic };
      }
      const input: MixInput = { ...request, fingerprint };
      const { jobId } = await runner.enqueue(JOB_KINDS.mix, projectId, input, {
        ownerId: request.ownerId,
        replaces: (running) => mixInputSchema.parse(running).fingerprint !== fingerprint,
      });
      return { jobId };
    },
  };
}
