import {
  isJobInFlight,
  jobEventSchema,
  projectSchema,
  type JobEvent,
  type NarrationStatus,
  type Project,
} from '@reeltalk/contracts';
import { readSharedFixture } from '@reeltalk/stack';
import { expect } from 'vitest';
import { call, type ApiAnswer, type TestUser } from './harness.ts';
import { storedObjects } from './object-storage.ts';

/**
 * Chapter 1 of a novel (a shared test input, 38 paragraphs): long enough to still be narrating when a test acts on it,
 * short enough not to hold up the other test files' narrations on the shared media-service.
 */
export function longScript(): string {
  return readSharedFixture('texts', 'pride-and-prejudice-ch1-6.txt')
    .toString('utf8')
    .split(/^Chapter 2$/m)[0]!;
}

/** A short script the narration engine reads in about a second. */
export const SHORT_SCRIPT = 'Chapter One\n\nThe lamp was lit. Anna opened the old book and began to read aloud.\n';

export async function createProject(url: string, user: TestUser, name = 'A narrated book'): Promise<Project> {
  const answer = await call(url, 'POST', '/api/projects', { token: user.idToken, json: { name } });
  expect(answer.status).toBe(201);
  return projectSchema.parse((answer.body as { data: unknown }).data);
}

/** The project as GET /api/projects/{id} answers it, unparsed, so fields outside the schema show too. */
export async function getProject(url: string, user: TestUser, id: string): Promise<Record<string, unknown>> {
  const answer = await call(url, 'GET', `/api/projects/${id}`, { token: user.idToken });
  expect(answer.status).toBe(200);
  return (answer.body as { data: Record<string, unknown> }).data;
}

/** POST /api/upload as a browser sends it: multipart fields in the order given. */
export async function upload(
  url: string,
  token: string | undefined,
  parts: Array<[field: string, value: string | File]>,
): Promise<ApiAnswer> {
  const form = new FormData();
  for (const [field, value] of parts) form.append(field, value);
  const response = await fetch(`${url}/api/upload`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

export const textFile = (content: string | Uint8Array<ArrayBuffer>, name = 'script.txt') => new File([content], name);

/** Uploads a script to the project and expects it to be accepted. */
export async function uploadScript(url: string, user: TestUser, projectId: string, file: File): Promise<Project> {
  const answer = await upload(url, user.idToken, [
    ['projectId', projectId],
    ['file', file],
  ]);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return projectSchema.parse((answer.body as { data: unknown }).data);
}

/**
 * What a stored script leaves in storage, as listed by storedKeys: the file, and for a Word document the narration
 * units the media-service keeps beside it (extracted while checking the upload).
 */
export function scriptObjects(key: string): unknown[] {
  // Our keys hold no regular-expression characters but dots.
  const units = new RegExp(`^${key.replaceAll('.', '\\.')}\\.units-\\d+\\.json$`);
  return key.endsWith('.docx') ? [key, expect.stringMatching(units)] : [key];
}

/** Every object stored under the project, listed straight from the object storage. */
export async function storedKeys(projectId: string): Promise<string[]> {
  return (await storedObjects(`projects/${projectId}/`)).map((object) => object.key);
}

/**
 * Reads GET /api/projects/{id}/events and answers the events of the job `jobId` (skipping other jobs' events), up to
 * and including its final one (or until `stopAfter` of them), then closes the stream. The stream starts with the job's
 * state as it is then; to read a job's every event from its first, watch the project before starting the job.
 */
export async function readJobEvents(
  url: string,
  token: string,
  projectId: string,
  jobId: string,
  stopAfter = Infinity,
): Promise<{ response: Response; events: JobEvent[] }> {
  return (await watchProject(url, token, projectId)).eventsOf(jobId, stopAfter);
}

/**
 * Opens GET /api/projects/{id}/events; `eventsOf` then reads it as readJobEvents does. Opened before a job is started,
 * it holds every event of that job, however fast the job runs.
 */
export async function watchProject(
  url: string,
  token: string,
  projectId: string,
): Promise<{ eventsOf: (jobId: string, stopAfter?: number) => Promise<{ response: Response; events: JobEvent[] }> }> {
  const response = await fetch(`${url}/api/projects/${projectId}/events`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const eventsOf = async (jobId: string, stopAfter = Infinity) => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const events: JobEvent[] = [];
    let pending = '';
    while (events.length < stopAfter && !isFinal(events.at(-1))) {
      const { value, done } = await reader.read();
      if (done) break;
      pending += value;
      const blocks = pending.split('\n\n');
      pending = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        const event = data && jobEventSchema.parse(JSON.parse(data.slice('data: '.length)));
        if (event && event.jobId === jobId && events.length < stopAfter && !isFinal(events.at(-1))) events.push(event);
      }
    }
    await reader.cancel();
    return { response, events };
  };
  return { eventsOf };
}

const isFinal = (event: JobEvent | undefined) => event !== undefined && !isJobInFlight(event.state);

/** Polls GET /api/narrations/{jobId} until the narration is completed or failed. */
export async function waitForNarration(url: string, token: string, jobId: string): Promise<NarrationStatus> {
  for (;;) {
    const answer = await call(url, 'GET', `/api/narrations/${jobId}`, { token });
    expect(answer.status).toBe(200);
    const status = (answer.body as { data: NarrationStatus }).data;
    if (status.state === 'done' || status.state === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Checks every 100 ms until `check` answers something, for up to two minutes. */
export async function waitUntil<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let tries = 0; tries < 1200; tries++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
