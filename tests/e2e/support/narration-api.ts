import { callApi, type TestUser } from './accounts.ts';
import { SHORT_SCRIPT } from './narrated-project.ts';
import { pollJob } from './poll-job.ts';
import { stack } from './stack.ts';

/**
 * Gives a project its narration through the API, as the upload step does: the short script uploaded as a .txt, the
 * narration started, then its status asked for until it is done.
 */
export async function narrateThroughApi(user: Pick<TestUser, 'idToken'>, projectId: string): Promise<void> {
  const form = new FormData();
  form.append('projectId', projectId);
  form.append('file', new Blob([SHORT_SCRIPT], { type: 'text/plain' }), 'lighthouse.txt');
  const upload = await fetch(`${stack.shellUrl}/api/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.idToken}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`POST /api/upload answered ${upload.status}: ${await upload.text()}`);

  const { data } = await callApi<{ data: { jobId: string } }>(user.idToken, 'POST', '/narrate-audio', {
    projectId,
    vocalType: 'default',
  });
  await pollJob(`narration of ${projectId}`, 3, async () => {
    const { data: job } = await callApi<{ data: { state: string; error: string | null } }>(
      user.idToken,
      'GET',
      `/narrations/${data.jobId}`,
    );
    return { done: job.state === 'completed', failure: job.state === 'failed' ? (job.error ?? 'no reason') : null };
  });
}
