import Router from '@koa/router';
import { createPublisherSchema, invitationSchema, memberPermissionSchema } from '@reeltalk/contracts';
import { callerOf, parseBody, routeParam } from '../http.ts';
import type { AppState } from '../state.ts';
import type { PublisherService } from './service.ts';

/**
 * Publisher accounts: create one, list the caller's memberships, invite members by e-mail, accept or decline an
 * invitation; its owner and admins list, re-level and remove members and revoke invitations.
 */
export function publisherRoutes(publishers: PublisherService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/publishers' });

  router.post('/', async (ctx) => {
    const body = parseBody(ctx, createPublisherSchema);
    ctx.status = 201;
    ctx.body = { success: true, data: await publishers.create(callerOf(ctx), body) };
  });

  router.get('/user/me', async (ctx) => {
    ctx.body = { success: true, data: await publishers.membershipsOf(callerOf(ctx)) };
  });

  router.get('/invitations/me', async (ctx) => {
    ctx.body = { success: true, data: await publishers.pendingInvitations(callerOf(ctx)) };
  });

  router.post('/invitations/:invitationId/accept', async (ctx) => {
    ctx.body = { success: true, data: await publishers.accept(callerOf(ctx), routeParam(ctx, 'invitationId')) };
  });

  router.post('/invitations/:invitationId/decline', async (ctx) => {
    await publishers.decline(callerOf(ctx), routeParam(ctx, 'invitationId'));
    ctx.body = { success: true };
  });

  router.get('/:publisherId/members', async (ctx) => {
    ctx.body = { success: true, data: await publishers.members(callerOf(ctx), routeParam(ctx, 'publisherId')) };
  });

  router.put('/:publisherId/members/:userId', async (ctx) => {
    const body = parseBody(ctx, memberPermissionSchema);
    await publishers.setPermission(callerOf(ctx), routeParam(ctx, 'publisherId'), routeParam(ctx, 'userId'), body);
    ctx.body = { success: true };
  });

  router.delete('/:publisherId/members/:userId', async (ctx) => {
    await publishers.removeMember(callerOf(ctx), routeParam(ctx, 'publisherId'), routeParam(ctx, 'userId'));
    ctx.body = { success: true };
  });

  router.delete('/:publisherId/invitations/:invitationId', async (ctx) => {
    await publishers.revokeInvitation(callerOf(ctx), routeParam(ctx, 'publisherId'), routeParam(ctx, 'invitationId'));
    ctx.body = { success: true };
  });

  router.post('/:publisherId/invitations', async (ctx) => {
    const body = parseBody(ctx, invitationSchema);
    ctx.status = 201;
    ctx.body = { success: true, data: await publishers.invite(callerOf(ctx), routeParam(ctx, 'publisherId'), body) };
  });

  return router;
}
