import Router from '@koa/router';
import { deleteObjectsRequestSchema, mediaRoutes, presignRequestSchema } from '@reeltalk/contracts';
import { z } from 'zod';
import { serveRoute } from '../http/serve-route.ts';
import { extractedUnitsKey } from '../script/extracted-units.ts';
import { scriptKindOf } from '../script/script-file.ts';
import { objectKeySchema, projectIdSchema, projectPrefix } from './keys.ts';
import type { ObjectStorage } from './object-storage.ts';

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

/** Signs GET URLs and deletes objects; the bff has already checked that the caller owns them. */
export function storageRoutes(storage: ObjectStorage): Router {
  const router = new Router();
  serveRoute(
    router,
    mediaRoutes.presign,
    async ({ body: { keys, expiresIn, downloadNames } }) => {
      const unique = [...new Set(keys)];
      const signed = await Promise.all(
        unique.map(
          async (key) =>
            [key, await storage.presignGet(key, { expiresIn, downloadName: downloadNames?.[key] })] as const,
        ),
      );
      return { urls: Object.fromEntries(signed) };
    },
    { body: () => presignSchema },
  );

  // Objects of a project the bff no longer needs (a replaced script); one that is already gone is fine. A script
  // goes with the units kept of it.
  serveRoute(
    router,
    mediaRoutes.deleteObjects,
    async ({ body: { keys } }) => {
      const kept = keys.filter((key) => scriptKindOf(key)).map(extractedUnitsKey);
      await storage.deleteMany([...new Set([...keys, ...kept])]);
    },
    { body: () => deleteSchema },
  );

  return router;
}
