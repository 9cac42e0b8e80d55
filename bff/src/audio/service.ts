import { MUSIC_PREFIX, projectIdOfKey, STOCK_MUSIC_PREFIX, userMusicPrefix } from '@reeltalk/contracts';
import { NotFound } from '@reeltalk/server-kit';
import type { MediaClient } from '../media/client.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';

const AUDIO_NOT_FOUND = 'Audio file not found.';

export function createAudioService(deps: { projects: ProjectService; media: MediaClient }) {
  const { projects, media } = deps;

  /**
   * Every key must be stock music, the caller's own generated music, or lie under a project of the caller's; another
   * user's reads as missing, so ids cannot be probed.
   */
  const checkOwned = async (caller: Caller, keys: string[]) => {
    const ownMusic = userMusicPrefix(caller.userId);
    const mine = (key: string) => key.startsWith(STOCK_MUSIC_PREFIX) || key.startsWith(ownMusic);
    if (keys.some((key) => key.startsWith(MUSIC_PREFIX) && !mine(key))) throw new NotFound(AUDIO_NOT_FOUND);
    const projectIds = [...new Set(keys.filter((key) => !mine(key)).map(projectIdOfKey))];
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
