import {
  actionToRead,
  MUSIC_PREFIX,
  projectIdOfKey,
  STOCK_MUSIC_PREFIX,
  userMusicPrefix,
  type ProjectAction,
} from '@reeltalk/contracts';
import { BadRequest, Forbidden, NotFound } from '@reeltalk/server-kit';
import type { MediaClient } from '../media/client.ts';
import type { MusicZoneRepository } from '../music-zone/repository.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';
import { downloadName } from './download-name.ts';

const AUDIO_NOT_FOUND = 'Audio file not found.';
const DOWNLOAD_PROJECT_FILES_ONLY = "Only a project's files are downloaded here.";

export function createAudioService(deps: {
  projects: ProjectService;
  media: MediaClient;
  zones: Pick<MusicZoneRepository, 'projectsPlaying'>;
}) {
  const { projects, media, zones } = deps;

  const mayPlayProject = (caller: Caller, projectId: string) =>
    projects.get(caller, projectId, 'play').then(
      () => true,
      (error: unknown) => {
        if (error instanceof NotFound || error instanceof Forbidden) return false;
        throw error;
      },
    );

  /** Someone else's generated music, when a zone of a project the caller may play uses it. */
  const playsInMyProject = async (caller: Caller, key: string) => {
    for (const projectId of await zones.projectsPlaying(key)) if (await mayPlayProject(caller, projectId)) return true;
    return false;
  };

  /**
   * Every key must be stock music, the caller's own generated music or music a zone of their projects plays, or lie
   * under a project the caller may read it of, as the route that shows it (a viewer gets no script); another user's
   * reads as missing, so ids cannot be probed.
   */
  const checkOwned = async (caller: Caller, keys: string[]) => {
    const ownMusic = userMusicPrefix(caller.userId);
    const isMusic = (key: string) => key.startsWith(MUSIC_PREFIX);
    const othersMusic = keys.filter(
      (key) => isMusic(key) && !key.startsWith(STOCK_MUSIC_PREFIX) && !key.startsWith(ownMusic),
    );
    for (const key of new Set(othersMusic)) {
      if (!(await playsInMyProject(caller, key))) throw new NotFound(AUDIO_NOT_FOUND);
    }
    const needed = new Map<string, ProjectAction>();
    for (const key of keys.filter((key) => !isMusic(key))) {
      const id = projectIdOfKey(key);
      if (needed.get(id) !== 'edit') needed.set(id, actionToRead(key));
    }
    await Promise.all([...needed].map(([id, action]) => projects.get(caller, id, action)));
  };

  return {
    /** Expiring GET URLs (range requests work) for storage keys of the caller's projects, by key. */
    async presignedUrls(caller: Caller, keys: string[]): Promise<Record<string, string>> {
      await checkOwned(caller, keys);
      return (await media.call('presign', { body: { keys: [...new Set(keys)] } })).urls;
    },

    /**
     * An expiring address that downloads a stored file of a project the caller may play under a real name (the
     * audio title's, with the file's extension), by the same rule as presignedUrls.
     */
    async downloadUrl(caller: Caller, key: string): Promise<{ url: string; name: string }> {
      if (key.startsWith(MUSIC_PREFIX)) throw new BadRequest(DOWNLOAD_PROJECT_FILES_ONLY);
      const project = await projects.get(caller, projectIdOfKey(key), actionToRead(key));
      const name = downloadName(project, key);
      const { urls } = await media.call('presign', { body: { keys: [key], downloadNames: { [key]: name } } });
      return { url: urls[key]!, name };
    },
  };
}

export type AudioService = ReturnType<typeof createAudioService>;
