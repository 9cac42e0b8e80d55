import Router from '@koa/router';
import { z } from 'zod';
import { objectKeySchema, projectIdSchema, projectPrefix } from './keys.ts';
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

/** Objects of one project: the bff names the project it checked, and only keys under that project's prefix go. */
const deleteSchema = z
  .object({ projectId: projectIdSchema, keys: z.array(objectKeySchema).min(1).max(10_000) })
  .refine(({ projectId, keys }) => keys.every((key) => key.startsWith(projectPrefix(projectId))), {
    message: 'Every key must belong to the project named.',
    path: ['keys'],
  });

/** Signs GET URLs and deletes objects; the bff has already checked that the caller owns them. */
export function storageRoutes(storage: ObjectStorage): Router {
  const router = new Router();
  router.post('/presign', async (ctx) => {
    const { keys, expiresIn } = presignSchema.parse(ctx.request.body);
    const unique = [...new Set(keys)];
    const urls = await Promise.all(unique.map((key) => storage.presignGet(key, { expiresIn })));
    ctx.body = { urls: Object.fromEntries(unique.map((key, i) => [key, urls[i]])) };
  });

  // Objects of a project the bff no longer needs (a replaced script); one that is already gone is fine.
  router.post('/objects/delete', async (ctx) => {
    const { keys } = deleteSchema.parse(ctx.request.body);
    await storage.deleteMany([...new Set(keys)]);
    ctx.status = 204;
  });

  return router;
}
