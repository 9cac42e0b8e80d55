import {
  MUSIC_GENERATION_TIMEOUT_MS,
  MUSIC_STATUS_POLL_MS,
  musicGenerationFailed,
  musicGenerationStartFailed,
  SOUNDTRACK_MESSAGES,
  type MusicGenerationBody,
  type MusicStatus,
  type Soundtrack,
} from '@reeltalk/contracts';
import { callFailure, followingJob, type FollowedJob, type useAppDispatch } from '@reeltalk/web-kit';
import { soundtrackApi } from '../soundtrackApi.ts';

type Dispatch = ReturnType<typeof useAppDispatch>;

/** A generation that did not give a track; its message is the alert to show. */
export class GenerationProblem extends Error {}

/** The spec's status words of GET /api/music/status/:id as the job's states. */
const STATE_OF_STATUS: Record<MusicStatus['status'], FollowedJob['state']> = {
  queued: 'queued',
  processing: 'running',
  completed: 'done',
  failed: 'failed',
};

const musicJobOf = ({ status, stage, percent, error }: MusicStatus): FollowedJob => ({
  state: STATE_OF_STATUS[status],
  stage,
  percent,
  error,
});

/**
 * Starts a music generation (POST /api/music/generate) and follows its job to its end (followJob: the project's
 * event stream, else GET /api/music/status/:id every 2 s), reporting the job's real progress: the new track, or a
 * GenerationProblem with the alert for people (could not start, failed, no end within 10 minutes).
 */
export async function generateTrack(
  dispatch: Dispatch,
  body: MusicGenerationBody,
  onUpdate: (job: FollowedJob) => void,
  signal?: AbortSignal,
): Promise<Soundtrack> {
  let generationId: string;
  try {
    generationId = await dispatch(soundtrackApi.endpoints.startMusicGeneration.initiate(body)).unwrap();
  } catch (reason) {
    throw new GenerationProblem(musicGenerationStartFailed(callFailure(reason)));
  }
  const readStatus = () =>
    dispatch(soundtrackApi.endpoints.getMusicStatus.initiate(generationId, { subscribe: false, forceRefetch: true }))
      .unwrap()
      .catch((reason: unknown) => Promise.reject(new Error(callFailure(reason))));
  const following = new AbortController();
  const stop = () => following.abort();
  signal?.addEventListener('abort', stop, { once: true });
  const timeout = setTimeout(stop, MUSIC_GENERATION_TIMEOUT_MS);
  let last: MusicStatus | undefined;
  try {
    const end = await dispatch(
      followingJob({
        job: generationId,
        projectId: body.projectId,
        read: async () => musicJobOf((last = await readStatus())),
        fallbackMs: MUSIC_STATUS_POLL_MS,
        onUpdate,
        signal: following.signal,
      }),
    );
    if (end.state !== 'done') throw new GenerationProblem(musicGenerationFailed(end.error));
    // The stream tells the end, the generation's status the track it made.
    const soundtrack = (last?.status === 'completed' ? last : await readStatus()).soundtrack;
    if (!soundtrack) throw new GenerationProblem(musicGenerationFailed(null));
    return soundtrack;
  } catch (error) {
    if (error instanceof GenerationProblem) throw error;
    if (following.signal.aborted && !signal?.aborted)
      throw new GenerationProblem(SOUNDTRACK_MESSAGES.generationTimedOut);
    if (signal?.aborted) throw error;
    throw new GenerationProblem(musicGenerationFailed(error instanceof Error ? error.message : String(error)));
  } finally {
    clearTimeout(timeout);
    signal?.removeEventListener('abort', stop);
  }
}
