import type { Middleware } from 'koa';
import { Unauthorized } from '@reeltalk/server-kit';
import type { AppState, Caller } from '../state.ts';
import type { UserService } from '../user/service.ts';
import type { TokenVerifier } from './firebase.ts';
import type { Verifies } from './token-cache.ts';

const bearer = /^Bearer\s+(\S+)\s*$/i;

/**
 * The caller a token stands for: its verified identity and their users row (made on first sight, so SSO users who
 * never signed up can own projects). Wrapped in the token cache, a page's burst of calls costs one check and one
 * user lookup, not one each.
 */
export function callerVerifier(verifier: TokenVerifier, users: UserService): Verifies<Caller> {
  return {
    async verify(idToken) {
      const identity = await verifier.verify(idToken);
      const user = await users.ensureUser(identity);
      return { ...identity, userId: user.id };
    },
  };
}

/** Every route after this one needs a valid Firebase ID token; it sets ctx.state.caller. */
export function authMiddleware(callers: Verifies<Caller>): Middleware<AppState> {
  return async (ctx, next) => {
    const token = bearer.exec(ctx.get('Authorization'))?.[1];
    if (!token) throw new Unauthorized();
    ctx.state.caller = await callers.verify(token);
    await next();
  };
}
