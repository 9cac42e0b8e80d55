import { randomUUID } from 'node:crypto';
import { AVATAR_FILE_MESSAGES, type StoredAvatar } from '@reeltalk/contracts';
import { imageRefusal, type RedrawImage } from '../image/redraw.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { avatarPrefix } from '../user-data/keys.ts';
import { squareAvatar } from './image.ts';

export type AvatarService = ReturnType<typeof createAvatarService>;

/** Avatars of the user the bff names (it has checked who the caller is); `redraw` decodes the uploaded pictures. */
export function createAvatarService(storage: ObjectStorage, redraw: RedrawImage) {
  return {
    /** The image as sent, checked by content, re-encoded to a square PNG and stored under a new name. */
    async store(userId: string, image: Buffer): Promise<StoredAvatar> {
      const square = await squareAvatar(redraw, image).catch((error: unknown) => {
        throw imageRefusal(error, AVATAR_FILE_MESSAGES.type);
      });
      const key = `${avatarPrefix(userId)}${randomUUID()}.png`;
      await storage.put(key, square, 'image/png');
      return { key, url: await storage.presignGet(key) };
    },
    url: (key: string): Promise<string> => storage.presignGet(key),
    /** An avatar the user no longer shows; one already gone is fine. */
    delete: (key: string): Promise<void> => storage.delete(key),
  };
}
