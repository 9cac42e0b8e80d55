import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  isJobInFlight,
  MUSIC_GENERATION_TIMEOUT_MS,
  musicGenerationFailed,
  musicGenerationStartFailed,
  SOUNDTRACK_MESSAGES,
  type MusicGenerationBody,
  type MusicStatus,
  type Soundtrack,
} from '@reeltalk/contracts';
import { callFailure, useAppDispatch, type FollowedJob } from '@reeltalk/web-kit';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { musicJobOf, soundtrackApi, type MusicGeneration } from '../soundtrackApi.ts';

/** A generation that did not give a track; its message is the alert to show. */
export class GenerationProblem extends Error {}

/**
 * Music generation from a component: `generate(body, signal)` starts one (POST /api/music/generate) and follows its
 * job in the cache (soundtrackApi's musicGeneration: the project's event stream, else GET /api/music/status/:id every
 * 2 s) to its end: the new track, or a GenerationProblem with the alert for people (could not start, failed, no end
 * within 10 minutes); `signal` aborting rejects with its reason. `job` is the generation's job while it runs, from the
 * cache. One generation at a time.
 */
export function useGenerateTrack() {
  const dispatch = useAppDispatch();
  const [generation, setGeneration] = useState<MusicGeneration | null>(null);
  const { currentData: status } = soundtrackApi.useMusicGenerationQuery(generation ?? skipToken);
  const waiting = useRef<((end: MusicStatus) => void) | null>(null);

  useEffect(() => {
    if (!status || isJobInFlight(musicJobOf(status).state)) return;
    waiting.current?.(status);
  }, [status]);

  const job = useMemo<FollowedJob | null>(() => (status ? musicJobOf(status) : null), [status]);

  const generate = useCallback(
    async (body: MusicGenerationBody, signal?: AbortSignal): Promise<Soundtrack> => {
      let generationId: string;
      try {
        generationId = await dispatch(soundtrackApi.endpoints.startMusicGeneration.initiate(body)).unwrap();
      } catch (reason) {
        throw new GenerationProblem(musicGenerationStartFailed(callFailure(reason)));
      }
      let timeout: ReturnType<typeof setTimeout> | undefined;
      let abort = () => {};
      const ended = new Promise<MusicStatus>((resolve, reject) => {
        waiting.current = resolve;
        timeout = setTimeout(
          () => reject(new GenerationProblem(SOUNDTRACK_MESSAGES.generationTimedOut)),
          MUSIC_GENERATION_TIMEOUT_MS,
        );
        abort = () => reject(signal?.reason);
        if (signal?.aborted) abort();
        signal?.addEventListener('abort', abort, { once: true });
      });
      setGeneration({ projectId: body.projectId, generationId });
      let end: MusicStatus;
      try {
        end = await ended;
      } finally {
        // Nobody reads the generation any more: its entry, and the following, end here.
        waiting.current = null;
        clearTimeout(timeout);
        signal?.removeEventListener('abort', abort);
        setGeneration(null);
      }
      if (end.status !== 'completed') throw new GenerationProblem(musicGenerationFailed(end.error));
      // The stream tells the end, the generation's status the track it made.
      const soundtrack =
        end.soundtrack ??
        (await dispatch(
          soundtrackApi.endpoints.getMusicStatus.initiate(generationId, { subscribe: false, forceRefetch: true }),
        )
          .unwrap()
          .then(
            (read) => read.soundtrack,
            (reason: unknown) => Promise.reject(new GenerationProblem(musicGenerationFailed(callFailure(reason)))),
          ));
      if (!soundtrack) throw new GenerationProblem(musicGenerationFailed(null));
      return soundtrack;
    },
    [dispatch],
  );

  return { generate, job };
}
