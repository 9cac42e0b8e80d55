import Router from '@koa/router';
import { profileUpdateSchema, signupRequestSchema } from '@reeltalk/contracts';
import { callerOf, parseBody } from '../http.ts';
import { answerData, answerDone } from '../wire/answers.ts';
import type { LimitService } from '../limits/service.ts';
import type { AppState, Caller } from '../state.ts';
import type { AccountDeletion } from './account-deletion.ts';
import type { AvatarService } from './avatar.ts';
import type { UserService } from './service.ts';

export function userRoutes(deps: {
  users: UserService;
  avatars: AvatarService;
  accounts: AccountDeletion;
  limits: LimitService;
  /** Told when the caller's name changed (from, to), for work that follows from it (their mixes' artist). */
  renamed: (caller: Caller, before: string, after: string) => void;
}): Router<AppState> {
  const { users, avatars, accounts, limits, renamed } = deps;
  const router = new Router<AppState>({ prefix: '/api/users' });

  router.post(
    '/signup',
    answerData(async (ctx) => {
      const body = parseBody(ctx, signupRequestSchema);
      ctx.status = 201;
      return users.signup(callerOf(ctx), body);
    }),
  );

  router.get(
    '/profile',
    answerData((ctx) => users.profile(callerOf(ctx))),
  );

  router.patch(
    '/profile',
    answerData(async (ctx) => {
      const body = parseBody(ctx, profileUpdateSchema);
      const caller = callerOf(ctx);
      const before = await users.profile(caller);
      const after = await users.updateProfile(caller, body);
      renamed(caller, before.fullName, after.fullName);
      return after;
    }),
  );

  /** multipart/form-data with the image in field 'avatar'. */
  router.post(
    '/avatar',
    answerData(async (ctx) => {
      await limits.upload(callerOf(ctx));
      return avatars.upload(callerOf(ctx), ctx.req);
    }),
  );

  /** Needs a token from a sign-in of the last 5 minutes (the browser asks the person to sign in again first). */
  router.delete(
    '/me',
    answerDone((ctx) => accounts.deleteAccount(callerOf(ctx))),
  );

  return router;
}
