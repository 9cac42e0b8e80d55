import Router from '@koa/router';
import { JOB_KINDS, mixRequestSchema, STOCK_MUSIC_PREFIX, userMusicPrefix, type MixStarted } from '@reeltalk/contracts';
import { BadRequest, NotFound } from '@reeltalk/server-kit';
import type { JobRunner } from '../queue/job-runner.ts';
import { projectIdSchema, projectPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { mixFingerprint, mixInputSchema, mixKeys, type MixInput, type StoredInput } from './mix-job.ts';

export function mixRoutes(deps: { runner: JobRunner; storage: ObjectStorage }): Router {
  const { runner, storage } = deps;
  const router = new Router();

  /** A stored input as the fingerprint sees it, or 404 when it is not stored. */
  const stored = async (key: string, what: string): Promise<StoredInput> => {
    const object = await storage.head(key);
    if (!object) throw new NotFound(`The ${what} was not found.`);
    return { key, size: object.size, lastModified: object.lastModified?.getTime() ?? 0 };
  };

  /**
   * Mixes a project's narration with its music zones. The bff names the keys, but only the project's own files, its
   * owner's music and the stock music may go in. The mix of unchanged inputs is answered as stored (no job); while
   * one is in flight for the project, the same request joins it and another (the zones changed) replaces it.
   */
  router.post('/projects/:projectId/mixes', async (ctx) => {
    const projectId = projectIdSchema.parse(ctx.params.projectId);
    const body = mixRequestSchema.parse(ctx.request.body);
    if (!body.narrationKey.startsWith(projectPrefix(projectId))) {
      throw new BadRequest('The narration is not a file of this project.');
    }
    const musicPrefixes = [projectPrefix(projectId), userMusicPrefix(body.ownerId), STOCK_MUSIC_PREFIX];
    const foreign = body.zones.find((zone) => !musicPrefixes.some((prefix) => zone.musicKey.startsWith(prefix)));
    if (foreign) throw new BadRequest(`The music ${foreign.musicKey} is neither the project's, its owner's nor stock.`);

    const musicByKey = new Map<string, StoredInput>();
    for (const { musicKey } of body.zones) {
      if (!musicByKey.has(musicKey)) musicByKey.set(musicKey, await stored(musicKey, 'music of a zone'));
    }
    const fingerprint = mixFingerprint({
      narration: await stored(body.narrationKey, 'narration'),
      narrationSeconds: body.narrationSeconds,
      zones: body.zones.map((zone) => ({
        music: musicByKey.get(zone.musicKey)!,
        start: zone.start,
        end: zone.end,
        volume: zone.volume,
      })),
      tags: body.tags,
    });
    const keys = mixKeys(projectId, fingerprint);
    const withMusic = body.zones.length > 0;
    if ((await storage.head(keys.wav)) && (await storage.head(keys.mp3))) {
      ctx.body = { reused: true, mp3Key: keys.mp3, wavKey: keys.wav, withMusic } satisfies MixStarted;
      return;
    }
    const input: MixInput = { ...body, fingerprint };
    const { jobId } = await runner.enqueue(JOB_KINDS.mix, projectId, input, {
      ownerId: body.ownerId,
      replaces: (running) => mixInputSchema.parse(running).fingerprint !== fingerprint,
    });
    ctx.status = 202;
    ctx.body = { jobId } satisfies MixStarted;
  });

  return router;
}
