import Router from '@koa/router';
import { signupRequestSchema } from '@reeltalk/contracts';
import { callerOf, parseBody } from '../http.ts';
import type { AppState } from '../state.ts';
import type { UserService } from './service.ts';

export function userRoutes(users: UserService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/users' });

  router.post('/signup', async (ctx) => {
    const body = parseBody(ctx, signupRequestSchema);
    ctx.status = 201;
    ctx.body = { success: true, data: await users.signup(callerOf(ctx), body) };
  });

  router.get('/profile', async (ctx) => {
    ctx.body = { success: true, data: await users.profile(callerOf(ctx)) };
  });

  return router;
}
