import { isQueueStage, MIX_KIND, MIX_STAGES, mixAudioResponseSchema, type MixAudioResponse } from '@reeltalk/contracts';
import { followJobProgress, type api, type JobProgress } from '@reeltalk/web-kit';

type ApiClient = typeof api;

/**
 * Mixes the project's audiobook: POST /api/projects/:id/mix-audio answers once the mix is stored (or at once with a
 * mix of the same inputs made before), while the job's progress is followed on the project's event stream.
 */
export async function mixAudiobook(
  client: ApiClient,
  projectId: string,
  onProgress: (progress: JobProgress) => void,
  signal?: AbortSignal,
): Promise<MixAudioResponse> {
  const following = new AbortController();
  const stopFollowing = () => following.abort();
  signal?.addEventListener('abort', stopFollowing, { once: true });
  // Not awaited: the answer ends the mix; the stream stops reporting once aborted, whenever it notices.
  void followJobProgress(
    client,
    projectId,
    MIX_KIND,
    // The queue's generic wording ('Waiting to start...') is no stage of the mix's own: the spec's first one stays.
    (progress) =>
      onProgress({
        ...progress,
        stage: progress.stage && !isQueueStage(progress.stage) ? progress.stage : MIX_STAGES.preparing,
      }),
    following.signal,
  );
  try {
    const answer = await client.post(`/projects/${encodeURIComponent(projectId)}/mix-audio`, undefined, { signal });
    return mixAudioResponseSchema.parse(answer);
  } finally {
    stopFollowing();
    signal?.removeEventListener('abort', stopFollowing);
  }
}
