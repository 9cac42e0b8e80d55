import { JOB_KINDS, mixAudioResponseSchema, type MixAudioResponse } from '@reeltalk/contracts';
import type { ApiClient } from './client.ts';
import { followJobProgress, type JobProgress } from './jobProgress.ts';

/**
 * Mixes the project's audiobook: POST /api/projects/:id/mix-audio answers once the mix is stored (or at once with a
 * mix of the same inputs made before), while the job's progress is followed on the project's event stream. Shared by
 * the soundtrack step's Mix & Export and the export step's downloads, which ask for a mix of the project as it is now.
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
  // The queue's words ('Waiting to start...', a place in line) come as the reason to wait, not as a stage of the mix.
  void followJobProgress(client, projectId, JOB_KINDS.mix, onProgress, following.signal);
  try {
    const answer = await client.post(`/projects/${encodeURIComponent(projectId)}/mix-audio`, undefined, { signal });
    return mixAudioResponseSchema.parse(answer);
  } finally {
    stopFollowing();
    signal?.removeEventListener('abort', stopFollowing);
  }
}
