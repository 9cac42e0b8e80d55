import {
  musicGenerationFailed,
  musicGenerationStartFailed,
  SOUNDTRACK_MESSAGES,
  type MusicGenerationBody,
  type MusicStatus,
  type Soundtrack,
} from '@reeltalk/contracts';
import type { useAppDispatch } from '@reeltalk/web-kit';
import { readMusicStatus, startMusicGeneration } from '../soundtrackApi.ts';
import { followMusicGeneration } from './followGeneration.ts';

type Dispatch = ReturnType<typeof useAppDispatch>;

/** A generation that did not give a track; its message is the alert to show. */
export class GenerationProblem extends Error {}

/**
 * Starts a music generation (POST /api/music/generate) and follows it to its end, reporting the job's real progress:
 * the new track, or a GenerationProblem with the alert for people (could not start, failed, timed out).
 */
export async function generateTrack(
  dispatch: Dispatch,
  body: MusicGenerationBody,
  onStatus: (status: MusicStatus) => void,
  signal?: AbortSignal,
): Promise<Soundtrack> {
  let generationId: string;
  try {
    generationId = await dispatch(startMusicGeneration(body)).unwrap();
  } catch (reason) {
    throw new GenerationProblem(musicGenerationStartFailed(String(reason)));
  }
  const end = await followMusicGeneration(
    () =>
      dispatch(readMusicStatus(generationId))
        .unwrap()
        .catch((reason: unknown) => Promise.reject(new Error(String(reason)))),
    onStatus,
    { signal },
  );
  if (end === null) throw new GenerationProblem(SOUNDTRACK_MESSAGES.generationTimedOut);
  if (end.status === 'failed' || !end.soundtrack) throw new GenerationProblem(musicGenerationFailed(end.error));
  return end.soundtrack;
}
