import type { IncomingMessage } from 'node:http';
import { AVATAR_FILE_MESSAGES, AVATAR_MAX_BYTES, type AvatarUploaded } from '@reeltalk/contracts';
import type { Logger } from 'pino';
import { NotFound } from '@reeltalk/server-kit';
import type { MediaClient } from '../media/client.ts';
import type { Caller } from '../state.ts';
import { fileBytes, receiveUpload, type UploadForm } from '../upload/receive.ts';
import type { UserRepository } from './repository.ts';
import { ACCOUNT_GONE } from './service.ts';

/** POST /api/users/avatar: the image in field 'avatar' (the spec's userId field, if sent, is ignored: it is the caller). */
const AVATAR_FORM: UploadForm = {
  fileField: 'avatar',
  targetField: null,
  messages: {
    size: AVATAR_FILE_MESSAGES.size,
    notMultipart: 'The avatar must be sent as multipart/form-data.',
    targetFirst: 'The avatar could not be read. Please try again.',
    missingTarget: 'The avatar could not be read. Please try again.',
    missingFile: 'Please choose an image for your avatar.',
  },
};

export function createAvatarService(deps: { users: UserRepository; media: MediaClient; logger: Logger }) {
  const { users, media, logger } = deps;

  /** Storage clean-up is best effort: an avatar left behind costs space, not correctness. */
  const discard = (userId: string, key: string) =>
    media
      .call('deleteAvatar', { userId, body: { key } })
      .catch((error: unknown) => logger.warn({ err: error, key }, 'could not delete'));

  return {
    /**
     * Reads the avatar upload, has the media-service check it by content and store it re-encoded, then points the
     * user at it and deletes the one it replaces. A refused file changes nothing.
     */
    upload(caller: Caller, request: IncomingMessage): Promise<AvatarUploaded> {
      return receiveUpload(
        request,
        AVATAR_MAX_BYTES,
        {
          target: async () => caller,
          file: async (owner, file) => {
            const stored = await media.call('storeAvatar', {
              userId: owner.userId,
              body: {
                content: await fileBytes(file, AVATAR_FILE_MESSAGES.size),
                contentType: 'application/octet-stream',
              },
            });
            const previous = await users.replaceAvatarKey(owner.userId, stored.key);
            if (previous === undefined) {
              await discard(owner.userId, stored.key);
              throw new NotFound(ACCOUNT_GONE);
            }
            if (previous) await discard(owner.userId, previous);
            return { url: stored.url };
          },
        },
        AVATAR_FORM,
      );
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
