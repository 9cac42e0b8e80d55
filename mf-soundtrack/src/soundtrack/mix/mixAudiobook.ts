import { isJobRunning, MIX_KIND, MIX_STAGES, mixAudioResponseSchema, type MixAudioResponse } from '@reeltalk/contracts';
import { projectJobEvents, type api } from '@reeltalk/web-kit';
import type { GenerationProgress } from '../music/useMusicGeneration.ts';

type ApiClient = typeof api;

/**
 * Reports the running mix job of the project as its events arrive on the project's event stream, until `signal`
 * aborts. Finished jobs are left out: the stream opens with the current state, which may be an earlier mix's end.
 * The progress is only shown, so a stream that fails ends the reporting, not the mix.
 */
async function followMixJob(
  client: ApiClient,
  projectId: string,
  onProgress: (progress: GenerationProgress) => void,
  signal: AbortSignal,
): Promise<void> {
  try {
    for await (const event of projectJobEvents(client, projectId, signal)) {
      if (signal.aborted) return;
      if (event.kind !== MIX_KIND || !isJobRunning(event.state)) continue;
      onProgress({ stage: event.stage || MIX_STAGES.preparing, percent: event.percent });
    }
  } catch {
    // An aborted or dropped stream: the mix's answer still decides how it ended.
  }
}

/**
 * Mixes the project's audiobook: POST /api/projects/:id/mix-audio answers once the mix is stored (or at once with a
 * mix of the same inputs made before), while the job's progress is followed on the project's event stream.
 */
export async function mixAudiobook(
  client: ApiClient,
  projectId: string,
  onProgress: (progress: GenerationProgress) => void,
  signal?: AbortSignal,
): Promise<MixAudioResponse> {
  const following = new AbortController();
  const stopFollowing = () => following.abort();
  signal?.addEventListener('abort', stopFollowing, { once: true });
  // Not awaited: the answer ends the mix; the stream stops reporting once aborted, whenever it notices.
  void followMixJob(client, projectId, onProgress, following.signal);
  try {
    const answer = await client.post(`/projects/${encodeURIComponent(projectId)}/mix-audio`, undefined, { signal });
    return mixAudioResponseSchema.parse(answer);
  } finally {
    stopFollowing();
    signal?.removeEventListener('abort', stopFollowing);
  }
}
