import { callApi, type TestUser } from './accounts.ts';
import { SHORT_SCRIPT } from './narrated-project.ts';
import { pollJob } from './poll-job.ts';
import { stack } from './stack.ts';

/** A script file to upload: its name, type and bytes. */
export interface ScriptFile {
  name: string;
  type: string;
  bytes: string | Uint8Array<ArrayBuffer>;
}

const SHORT_SCRIPT_FILE: ScriptFile = { name: 'lighthouse.txt', type: 'text/plain', bytes: SHORT_SCRIPT };

/**
 * Gives a project its narration through the API, as the upload step does: the script (by default the short one as a
 * .txt) uploaded, the narration started, then its status asked for until it is done (at most `minutes`).
 */
export async function narrateThroughApi(
  user: Pick<TestUser, 'idToken'>,
  projectId: string,
  script: ScriptFile = SHORT_SCRIPT_FILE,
  minutes = 3,
): Promise<void> {
  const form = new FormData();
  form.append('projectId', projectId);
  form.append('file', new Blob([script.bytes], { type: script.type }), script.name);
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
  await pollJob(`narration of ${projectId}`, minutes, async () => {
    const { data: job } = await callApi<{ data: { state: string; error: string | null } }>(
      user.idToken,
      'GET',
      `/narrations/${data.jobId}`,
    );
    return { done: job.state === 'done', failure: job.state === 'failed' ? (job.error ?? 'no reason') : null };
  });
}
