import Router from '@koa/router';
import { z } from 'zod';
import { objectKeySchema } from './keys.ts';
import type { ObjectStorage } from './object-storage.ts';

const presignSchema = z.object({
  keys: z.array(objectKeySchema).min(1).max(100),
  /** Seconds the URLs stay valid: the browser caches them for 50 minutes, so the default is an hour. */
  expiresIn: z
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 60 * 60)
    .optional(),
});

const deleteSchema = z.object({ keys: z.array(objectKeySchema).min(1).max(10_000) });

/** Signs GET URLs and deletes objects; the bff has already checked that the caller owns them. */
export function storageRoutes(storage: ObjectStorage): Router {
  const router = new Router();
  router.post('/presign', async (ctx) => {
    const { keys, expiresIn } = presignSchema.parse(ctx.request.body);
    const unique = [...new Set(keys)];
    const urls = await Promise.all(unique.map((key) => storage.presignGet(key, { expiresIn })));
    ctx.body = { urls: Object.fromEntries(unique.map((key, i) => [key, urls[i]])) };
  });

  // Objects the bff no longer needs (a replaced script); one that is already gone is fine.
  router.post('/objects/delete', async (ctx) => {
    const { keys } = deleteSchema.parse(ctx.request.body);
    await storage.deleteMany([...new Set(keys)]);
    ctx.status = 204;
  });

  return router;
}
