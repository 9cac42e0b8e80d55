import { ACCOUNT_DELETE_MESSAGES, ACCOUNT_DELETE_RECENT_SIGN_IN_SECONDS } from '@reeltalk/contracts';
import type { Auth } from 'firebase-admin/auth';
import type { Logger } from 'pino';
import { NotFound, Unauthorized } from '@reeltalk/server-kit';
import type { MediaClient } from '../media/client.ts';
import type { ProjectService } from '../project/service.ts';
import type { PublisherService } from '../publisher/service.ts';
import type { Caller } from '../state.ts';
import type { UserRepository } from './repository.ts';
import { ACCOUNT_GONE } from './service.ts';

/** Deleting an account is for whoever signed in moments ago, not for anyone who finds an open session. */
export function hasSignedInRecently(caller: Caller, now = Date.now()): boolean {
  return caller.authTime !== undefined && now - caller.authTime * 1000 <= ACCOUNT_DELETE_RECENT_SIGN_IN_SECONDS * 1000;
}

const isMissingAccount = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === 'auth/user-not-found';

export function createAccountDeletion(deps: {
  users: UserRepository;
  projects: ProjectService;
  publishers: PublisherService;
  media: MediaClient;
  auth: Auth;
  /** Forgets the verified tokens of the uid, so not even a cached one is let in again. */
  forgetTokens: (uid: string) => void;
  logger: Logger;
}) {
  const { users, projects, publishers, media, auth, forgetTokens, logger } = deps;
  return {
    /**
     * Deletes everything of the caller: each of their projects by the project delete path (its jobs cancelled, its
     * objects deleted), their custom voice samples, every other object and every job of theirs (avatars, data exports,
     * generated music; the jobs cancelled first), the publishers they own (members told), their row (its projects,
     * narrations, voices and memberships cascade; the uid is kept as deleted, so no token of theirs makes it again),
     * then their Firebase account. Needs a sign-in within the last 5 minutes.
     */
    async deleteAccount(caller: Caller): Promise<void> {
      if (!hasSignedInRecently(caller)) throw new Unauthorized(ACCOUNT_DELETE_MESSAGES.signInAgain);
      const user = await users.findByFirebaseUid(caller.uid);
      if (!user || user.id !== caller.userId) throw new NotFound(ACCOUNT_GONE);
      const projectIds = await users.ownedProjectIds(user.id);
      for (const id of projectIds) await projects.remove(caller, id);
      for (const key of await users.voiceSampleKeys(user.id)) {
        await media
          .call('deleteVoiceSample', { body: { key } })
          .catch((error: unknown) => logger.warn({ err: error, key }, 'could not delete a voice sample'));
      }
      const { deleted, jobs } = await media.call('deleteUserData', { userId: user.id, body: { projectIds } });
      await publishers.closeOwnedBy(user.id);
      await users.delete(user.id, caller.uid);
      forgetTokens(caller.uid);
      await auth.deleteUser(caller.uid).catch((error: unknown) => {
        if (!isMissingAccount(error)) throw error;
      });
      logger.info({ userId: user.id, projects: projectIds.length, objects: deleted, jobs }, 'account deleted');
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
