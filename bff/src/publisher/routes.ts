import Router from '@koa/router';
import { createPublisherSchema, invitationSchema, memberPermissionSchema } from '@reeltalk/contracts';
import { callerOf, parseBody, routeParam } from '../http.ts';
import { answerData, answerDone } from '../wire/answers.ts';
import type { AppState } from '../state.ts';
import type { PublisherService } from './service.ts';

/**
 * Publisher accounts: create one, list the caller's memberships, invite members by e-mail, accept or decline an
 * invitation; its owner and admins list, re-level and remove members and revoke invitations.
 */
export function publisherRoutes(publishers: PublisherService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/publishers' });

  router.post(
    '/',
    answerData(async (ctx) => {
      const body = parseBody(ctx, createPublisherSchema);
      ctx.status = 201;
      return publishers.create(callerOf(ctx), body);
    }),
  );

  router.get(
    '/user/me',
    answerData((ctx) => publishers.membershipsOf(callerOf(ctx))),
  );

  router.get(
    '/invitations/me',
    answerData((ctx) => publishers.pendingInvitations(callerOf(ctx))),
  );

  router.post(
    '/invitations/:invitationId/accept',
    answerData((ctx) => publishers.accept(callerOf(ctx), routeParam(ctx, 'invitationId'))),
  );

  router.post(
    '/invitations/:invitationId/decline',
    answerDone((ctx) => publishers.decline(callerOf(ctx), routeParam(ctx, 'invitationId'))),
  );

  router.get(
    '/:publisherId/members',
    answerData((ctx) => publishers.members(callerOf(ctx), routeParam(ctx, 'publisherId'))),
  );

  router.put(
    '/:publisherId/members/:userId',
    answerDone(async (ctx) => {
      const body = parseBody(ctx, memberPermissionSchema);
      await publishers.setPermission(callerOf(ctx), routeParam(ctx, 'publisherId'), routeParam(ctx, 'userId'), body);
    }),
  );

  router.delete(
    '/:publisherId/members/:userId',
    answerDone((ctx) =>
      publishers.removeMember(callerOf(ctx), routeParam(ctx, 'publisherId'), routeParam(ctx, 'userId')),
    ),
  );

  router.delete(
    '/:publisherId/invitations/:invitationId',
    answerDone((ctx) =>
      publishers.revokeInvitation(callerOf(ctx), routeParam(ctx, 'publisherId'), routeParam(ctx, 'invitationId')),
    ),
  );

  router.post(
    '/:publisherId/invitations',
    answerData(async (ctx) => {
      const body = parseBody(ctx, invitationSchema);
      ctx.status = 201;
      return publishers.invite(callerOf(ctx), routeParam(ctx, 'publisherId'), body);
    }),
  );

  return router;
}
