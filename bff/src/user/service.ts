import {
  fullNameFromToken,
  type AuthType,
  type ProfileUpdate,
  type SignupRequest,
  type UserProfile,
} from '@reeltalk/contracts';
import type { Logger } from 'pino';
import { Forbidden, NotFound, Unauthorized } from '@reeltalk/server-kit';
import type { MediaClient } from '../media/client.ts';
import type { Caller, TokenIdentity } from '../state.ts';
import type { UserRepository } from './repository.ts';
import type { UserRow } from './table.ts';

/** A token verified moments before its account was deleted may still arrive. */
export const ACCOUNT_GONE = 'This account no longer exists.';

/** Signing in with Google or Apple is single sign-on (no password here to change); every other way is a password. */
const SSO_PROVIDERS = new Set(['google.com', 'apple.com']);

const authTypeOf = (signInProvider: string): AuthType => (SSO_PROVIDERS.has(signInProvider) ? 'sso' : 'emailpassword');

export function createUserService(deps: { users: UserRepository; media: MediaClient; logger: Logger }) {
  const { users, media, logger } = deps;

  /**
   * The one gate besides signup that makes a users row: every signed-in caller owns one, so SSO users who never called
   * signup can still own projects. The token's name is nobody's typing, so it is kept only as the sign-up form would
   * take it (else ''); a deleted account's uid gets no row, and its token is refused.
   */
  const ensureUser = async (identity: TokenIdentity): Promise<UserRow> => {
    const user =
      (await users.findByFirebaseUid(identity.uid)) ??
      (await users.insertIfMissing({
        firebase_uid: identity.uid,
        full_name: fullNameFromToken(identity.name),
        email: identity.email ?? null,
        avatar: identity.picture ?? null,
        auth_type: authTypeOf(identity.signInProvider),
      }));
    if (!user) throw new Unauthorized(ACCOUNT_GONE);
    return user;
  };

  /**
   * The uploaded avatar (a fresh presigned URL), else the sign-in provider's picture, else none. Storage not
   * answering shows the provider's picture rather than failing the whole profile.
   */
  const avatarOf = async (user: UserRow): Promise<string | null> => {
    if (!user.avatar_key) return user.avatar;
    try {
      return (await media.call('avatarUrl', { userId: user.id, body: { key: user.avatar_key } })).url;
    } catch (error) {
      logger.warn({ err: error, userId: user.id }, 'could not sign the avatar URL');
      return user.avatar;
    }
  };

  const profileOf = async (user: UserRow): Promise<UserProfile> => ({
    fullName: user.full_name,
    avatar: await avatarOf(user),
    email: user.email,
    username: user.email,
    auth_type: user.auth_type,
  });

  return {
    ensureUser,
    profileOf,

    async signup(identity: TokenIdentity, body: SignupRequest): Promise<UserProfile> {
      if (body.firebase_uid !== identity.uid) throw new Forbidden('This account belongs to someone else.');
      const email = body.email.trim().toLowerCase();
      if (identity.email && identity.email.toLowerCase() !== email) {
        throw new Forbidden('The e-mail address does not match the signed-in account.');
      }
      const user = await users.upsert({
        firebase_uid: identity.uid,
        full_name: body.fullName.trim(),
        email: identity.email ?? email,
        avatar: identity.picture ?? null,
        auth_type: authTypeOf(identity.signInProvider),
      });
      if (!user) throw new Unauthorized(ACCOUNT_GONE);
      return profileOf(user);
    },

    /** The caller's own row, which the auth gate made; a row gone since (the account was deleted) is refused. */
    async profile(caller: Caller): Promise<UserProfile> {
      const user = await users.findById(caller.userId);
      if (!user) throw new Unauthorized(ACCOUNT_GONE);
      return profileOf(user);
    },

    async updateProfile(caller: Caller, update: ProfileUpdate): Promise<UserProfile> {
      const user = await users.updateFullName(caller.userId, update.fullName);
      if (!user) throw new NotFound(ACCOUNT_GONE);
      return profileOf(user);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
