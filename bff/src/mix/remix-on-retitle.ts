import type { Project } from '@reeltalk/contracts';
import type { Logger } from 'pino';
import type { Caller } from '../state.ts';
import type { MixRepository } from './repository.ts';
import { mixTagsOf, type MixService } from './service.ts';

/**
 * Keeps a stored mix's tags true: when a change gives a mixed project another title or artist (a rename, a cover
 * title, its owner's name), the project is mixed again in the background, as Mix & Export mixes it, so the shared
 * page, which hands out the stored mix, soon downloads files tagged anew. The change itself never waits for the mix
 * nor fails with it: a remix that cannot start or fails is logged (and, like any mix, shows on the project's events).
 */
export function createRemixOnRetitle(deps: {
  mixes: Pick<MixService, 'remix'>;
  repository: Pick<MixRepository, 'sharedMixedProjectIds'>;
  logger: Logger;
}) {
  const { mixes, repository, logger } = deps;
  const remix = (caller: Caller, projectId: string): Promise<void> =>
    mixes.remix(caller, projectId).then(
      () => logger.info({ projectId }, 'remixed a retitled project'),
      (error: unknown) => logger.warn({ err: error, projectId }, 'could not remix a retitled project'),
    );

  return {
    /** A project changed: mixed again when it has a mix and its tags (title, artist) are no longer the mix's. */
    projectChanged(caller: Caller, before: Project, after: Project): void {
      if (!after.audio_stems.mix) return;
      const [was, is] = [mixTagsOf(before), mixTagsOf(after)];
      if (was.title !== is.title || was.artist !== is.artist) void remix(caller, after._id);
    },

    /**
     * The caller's name, the artist of every mix of their projects, changed. Only the mixes a live share link hands
     * out are made again, one after another: a creator fixing a typo in their name does not queue a mix of every
     * book, and the export step asks for the mix before it downloads, so it is remade there when it is wanted.
     */
    ownerRenamed(caller: Caller, before: string, after: string): void {
      if (before === after) return;
      void (async () => {
        for (const projectId of await repository.sharedMixedProjectIds(caller.userId)) await remix(caller, projectId);
      })().catch((error: unknown) =>
        logger.warn({ err: error, userId: caller.userId }, 'could not remix the projects of a renamed owner'),
      );
    },
  };
}

export type RemixOnRetitle = ReturnType<typeof createRemixOnRetitle>;
