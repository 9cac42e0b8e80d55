import { setTimeout as sleep } from 'node:timers/promises';
import { callApi, type TestUser } from './accounts.ts';
import { SHORT_SCRIPT } from './narrated-project.ts';
import { stack } from './stack.ts';

/**
 * Gives a project its narration through the API, as the upload step does: the short script uploaded as a .txt, the
 * narration started, then its status asked for until it is done (the browser is told by the event stream instead).
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
  const deadline = Date.now() + 3 * 60_000;
  while (Date.now() < deadline) {
    const { data: job } = await callApi<{ data: { state: string; error: string | null } }>(
      user.idToken,
      'GET',
      `/narrations/${data.jobId}`,
    );
    if (job.state === 'completed') return;
    if (job.state === 'failed') throw new Error(`narration of ${projectId} failed: ${job.error}`);
    await sleep(250);
  }
  throw new Error(`narration of ${projectId} did not finish in 3 minutes`);
}
