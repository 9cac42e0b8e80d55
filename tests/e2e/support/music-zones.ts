import { callApi, type TestUser } from './accounts.ts';
import { pollJob } from './poll-job.ts';

/** A zone as POST /api/projects/:id/music-zones takes it: the track and its times on the narration, in seconds. */
export interface NewZone {
  soundtrackId: string;
  start_time: number;
  end_time: number;
}

interface GenerationStatus {
  status: 'queued' | 'processing' | 'completed' | 'failed';
  error: string | null;
  soundtrack: { _id: string } | null;
}

/**
 * Composes a track from a prompt through the API, as the soundtrack step's Generate Music does, and answers its id
 * once the generation is done.
 */
export async function generateTrackThroughApi(
  user: Pick<TestUser, 'idToken'>,
  projectId: string,
  track: { name: string; prompt: string; seconds: 15 | 30 },
): Promise<string> {
  const { data } = await callApi<{ data: { generationId: string } }>(user.idToken, 'POST', '/music/generate', {
    projectId,
    duration: track.seconds,
    prompt_description: track.prompt,
    track_name: track.name,
  });
  const soundtrack = await pollJob(`generating '${track.name}'`, 5, async () => {
    const { data: status } = await callApi<{ data: GenerationStatus }>(
      user.idToken,
      'GET',
      `/music/status/${data.generationId}`,
    );
    return {
      done: status.status === 'completed',
      failure: status.status === 'failed' ? (status.error ?? 'no reason') : null,
      result: status.soundtrack,
    };
  });
  if (!soundtrack) throw new Error(`generating '${track.name}' ended without a track`);
  return soundtrack._id;
}

/** Places music zones on the project's narration through the API, as the soundtrack step's zone editor saves them. */
export async function addZonesThroughApi(
  user: Pick<TestUser, 'idToken'>,
  projectId: string,
  zones: NewZone[],
): Promise<void> {
  for (const zone of zones) await callApi(user.idToken, 'POST', `/projects/${projectId}/music-zones`, zone);
}
