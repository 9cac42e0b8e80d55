import Router from '@koa/router';
import { remoteRefusedEventSchema } from '@reeltalk/contracts';
import type { Logger } from 'pino';
import { callerOf, parseBody } from '../http.ts';
import type { LimitService } from '../limits/service.ts';
import type { AppState } from '../state.ts';

/**
 * What a signed-in user's browser reports about itself, for the teams that release the front ends: each report is one
 * structured warn line of the bff's log, found by its `event`.
 */
export function clientEventRoutes(limits: LimitService, logger: Logger): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  /** The shell did not load a remote's live release: the shared packages it needs do not fit the shell's. */
  router.post('/client-events/remote-refused', async (ctx) => {
    const caller = callerOf(ctx);
    const event = parseBody(ctx, remoteRefusedEventSchema);
    await limits.clientEvent(caller);
    logger.warn(
      { event: 'remote_refused', userId: caller.userId, requestId: ctx.state.requestId, ...event },
      'remote release refused by the shell',
    );
    ctx.status = 204;
  });

  return router;
}
