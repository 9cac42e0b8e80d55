import Router from '@koa/router';
import { deleteUserDataRequestSchema, mediaRoutes } from '@reeltalk/contracts';
import { z } from 'zod';
import { serveRoute } from '../http/serve-route.ts';
import { projectIdSchema } from '../storage/keys.ts';
import { userIdSchema } from './keys.ts';
import type { UserDataService } from './service.ts';

const deleteSchema = deleteUserDataRequestSchema.extend({
  projectIds: deleteUserDataRequestSchema.shape.projectIds.pipe(z.array(projectIdSchema)),
});

export function userDataRoutes(userData: UserDataService): Router {
  const router = new Router();
  serveRoute(
    router,
    mediaRoutes.deleteUserData,
    ({ params: { userId }, body: { projectIds } }) => userData.deleteAccount(userId, projectIds),
    { params: { userId: userIdSchema }, body: () => deleteSchema },
  );
  return router;
}
