import type { Middleware } from 'koa';
import { Unauthorized } from '@reeltalk/server-kit';
import type { AppState } from '../state.ts';
import type { UserService } from '../user/service.ts';
import type { TokenVerifier } from './firebase.ts';

const bearer = /^Bearer\s+(\S+)\s*$/i;

/** Every route after this one needs a valid Firebase ID token; it sets ctx.state.caller and ensures a users row. */
export function authMiddleware(verifier: TokenVerifier, users: UserService): Middleware<AppState> {
  return async (ctx, next) => {
    const token = bearer.exec(ctx.get('Authorization'))?.[1];
    if (!token) throw new Unauthorized();
    const identity = await verifier.verify(token);
    const user = await users.ensureUser(identity);
    ctx.state.caller = { ...identity, userId: user.id };
    await next();
  };
}
