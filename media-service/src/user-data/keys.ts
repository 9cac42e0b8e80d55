import { isUuid } from '@reeltalk/contracts';
import { z } from 'zod';

/** Users are named by the bff's user ids (UUIDs); the id becomes part of object keys, so nothing else passes. */
export const userIdSchema = z.string().refine(isUuid, 'A user id is a UUID.');

/** Where every user's avatars are kept. */
export const AVATARS_FOLDER = 'avatars/';

/** A user's avatars: re-encoded squares under a random name. */
export const avatarPrefix = (userId: string): string => `${AVATARS_FOLDER}${userId}/`;

/** A user's data exports, one ZIP per export job. */
export const exportPrefix = (userId: string): string => `exports/${userId}/`;

export const exportKey = (userId: string, jobId: string): string => `${exportPrefix(userId)}${jobId}.zip`;

/** Exactly a key of the form the avatar route makes for this user: nothing of anyone else's passes. */
export const avatarKeySchema = (userId: string) =>
  z
    .string()
    .refine(
      (key) =>
        key.startsWith(avatarPrefix(userId)) && /^[0-9a-f-]{36}\.png$/.test(key.slice(avatarPrefix(userId).length)),
      'Not an avatar of this user.',
    );
