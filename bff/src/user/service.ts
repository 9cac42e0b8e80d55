import type { AuthType, SignupRequest, UserProfile } from '@reeltalk/contracts';
import { Forbidden } from '@reeltalk/server-kit';
import type { TokenIdentity } from '../state.ts';
import type { UserRepository } from './repository.ts';
import type { UserRow } from './table.ts';

export const authTypeOf = (signInProvider: string): AuthType =>
  signInProvider === 'password' ? 'emailpassword' : 'sso';

export function toProfile(user: UserRow): UserProfile {
  return {
    fullName: user.full_name,
    avatar: user.avatar,
    email: user.email,
    username: user.email,
    auth_type: user.auth_type,
  };
}

export function createUserService(users: UserRepository) {
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

  return {
    ensureUser,

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
      return toProfile(user);
    },

    async profile(identity: TokenIdentity): Promise<UserProfile> {
      return toProfile(await ensureUser(identity));
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
