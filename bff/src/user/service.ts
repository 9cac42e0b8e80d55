import type { AuthType, ProfileUpdate, SignupRequest, UserProfile } from '@reeltalk/contracts';
import type { Logger } from 'pino';
import { Forbidden, NotFound } from '@reeltalk/server-kit';
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

  /** Every signed-in caller owns a row, so SSO users who never called signup can still own projects. */
  const ensureUser = async (identity: TokenIdentity): Promise<UserRow> =>
    (await users.findByFirebaseUid(identity.uid)) ??
    (await users.insertIfMissing({
      firebase_uid: identity.uid,
      full_name: identity.name ?? '',
      email: identity.email ?? null,
      avatar: identity.picture ?? null,
      auth_type: authTypeOf(identity.signInProvider),
    }));

  /**
   * The uploaded avatar (a fresh presigned URL), else the sign-in provider's picture, else none. Storage not
   * answering shows the provider's picture rather than failing the whole profile.
   */
  const avatarOf = async (user: UserRow): Promise<string | null> => {
    if (!user.avatar_key) return user.avatar;
    try {
      return await media.avatarUrl(user.id, user.avatar_key);
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
      return profileOf(user);
    },

    async profile(identity: TokenIdentity): Promise<UserProfile> {
      return profileOf(await ensureUser(identity));
    },

    async updateProfile(caller: Caller, update: ProfileUpdate): Promise<UserProfile> {
      const user = await users.updateFullName(caller.userId, update.fullName);
      if (!user) throw new NotFound(ACCOUNT_GONE);
      return profileOf(user);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
