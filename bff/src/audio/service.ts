import { projectIdOfKey } from '@reeltalk/contracts';
import { AppError, Forbidden } from '@reeltalk/server-kit';
import type { MediaClient } from '../media/client.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';

const NOT_YOURS = 'You can only play files of your own projects.';

export function createAudioService(deps: { projects: ProjectService; media: MediaClient }) {
  const { projects, media } = deps;

  /** Every key must lie under a project of the caller's; a project that does not exist is not theirs either. */
  const checkOwned = async (caller: Caller, keys: string[]) => {
    const projectIds = [...new Set(keys.map(projectIdOfKey))];
    await Promise.all(
      projectIds.map((id) =>
        projects.get(caller, id).catch((error: unknown) => {
          throw error instanceof AppError && (error.status === 403 || error.status === 404)
            ? new Forbidden(NOT_YOURS)
            : error;
        }),
      ),
    );
  };

  return {
    /** Expiring GET URLs (range requests work) for storage keys of the caller's projects, by key. */
    async presignedUrls(caller: Caller, keys: string[]): Promise<Record<string, string>> {
      await checkOwned(caller, keys);
      return media.presign([...new Set(keys)]);
    },
  };
}

export type AudioService = ReturnType<typeof createAudioService>;
