import { projectIdOfKey } from '@reeltalk/contracts';
import type { MediaClient } from '../media/client.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';

export function createAudioService(deps: { projects: ProjectService; media: MediaClient }) {
  const { projects, media } = deps;

  /** Every key must lie under a project of the caller's; another user's reads as missing, so ids cannot be probed. */
  const checkOwned = async (caller: Caller, keys: string[]) => {
    const projectIds = [...new Set(keys.map(projectIdOfKey))];
    await Promise.all(projectIds.map((id) => projects.get(caller, id, 'play')));
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
