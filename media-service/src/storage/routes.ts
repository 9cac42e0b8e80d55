import Router from '@koa/router';
import { deleteObjectsRequestSchema, mediaRoutes, presignRequestSchema } from '@reeltalk/contracts';
import { z } from 'zod';
import { serveRoute } from '../http/serve-route.ts';
import { objectKeySchema, projectIdSchema, projectPrefix } from './keys.ts';
import type { StorageService } from './service.ts';

/** The contract's request, whose keys must be keys this service built. */
const presignSchema = presignRequestSchema.extend({
  keys: presignRequestSchema.shape.keys.pipe(z.array(objectKeySchema)),
});

/** Objects of one project: the bff names the project it checked, and only keys under that project's prefix go. */
const deleteSchema = deleteObjectsRequestSchema
  .extend({
    projectId: projectIdSchema,
    keys: deleteObjectsRequestSchema.shape.keys.pipe(z.array(objectKeySchema)),
  })
  .refine(({ projectId, keys }) => keys.every((key) => key.startsWith(projectPrefix(projectId))), {
    message: 'Every key must belong to the project named.',
    path: ['keys'],
  });

export function storageRoutes(objects: StorageService): Router {
  const router = new Router();
  serveRoute(
    router,
    mediaRoutes.presign,
    async ({ body: { keys, ...options } }) => ({ urls: await objects.presign(keys, options) }),
    { body: () => presignSchema },
  );
  serveRoute(router, mediaRoutes.deleteObjects, ({ body: { keys } }) => objects.delete(keys), {
    body: () => deleteSchema,
  });
  return router;
}
