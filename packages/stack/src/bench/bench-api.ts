import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readStackFile, type PieceRecord } from '../stack-file.ts';
import type { BenchUser } from './bench-user.ts';
import type { BenchStack } from './measurement.ts';

/** A shared test input; CI clones the repository with shared/ beside it, as it is here. */

/** A call to the bff through the shell, as the signed-in browser makes it; a JSON body unless it is a form. */
export async function api<T>(
  stack: BenchStack,
  user: BenchUser,
  method: string,
  route: string,
  body?: FormData | object,
): Promise<T> {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${stack.url}/api${route}`, {
    method,
    headers: { authorization: `Bearer ${user.idToken}`, ...(json && { 'content-type': 'application/json' }) },
    body: json ? JSON.stringify(body) : body,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api${route} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/**
 * A POST without a body to a route that answers only once its job is done (a mix, a video), parsed as JSON. Through
 * node:http rather than fetch: a long job keeps the answer's headers back longer than fetch waits for them.
 */
export function postAwaitingAnswer<T>(stack: BenchStack, user: BenchUser, route: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const call = request(
      `${stack.url}/api${route}`,
      { method: 'POST', headers: { authorization: `Bearer ${user.idToken}` } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          if (response.statusCode === 200) resolve(JSON.parse(text) as T);
          else reject(new Error(`POST /api${route} answered ${response.statusCode}: ${text}`));
        });
      },
    );
    call.on('error', reject);
    call.end();
  });
}

/** POST /api/upload of a script file, projectId first as the upload step sends it. */
export async function uploadScript(stack: BenchStack, user: BenchUser, projectId: string, file: string) {
  const form = new FormData();
  form.append('projectId', projectId);
  form.append('file', new Blob([readFileSync(file)]), path.basename(file));
  await api(stack, user, 'POST', '/upload', form);
}

/** Waits for a narration by asking for its status every 250 ms (the browser is told by the project event stream instead). */
export async function narrationCompleted(
  stack: BenchStack,
  user: BenchUser,
  jobId: string,
  /** Told each time the narration is read, with how many parts of it are published (review plays them). */
  onRead: (parts: number) => void = () => {},
): Promise<void> {
  for (;;) {
    const { data } = await api<{ data: { state: string; error: string | null; parts?: number } }>(
      stack,
      user,
      'GET',
      `/narrations/${jobId}`,
    );
    onRead(data.parts ?? 0);
    if (data.state === 'done') return;
    if (data.state === 'failed') throw new Error(`narration ${jobId} failed: ${data.error}`);
    await sleep(250);
  }
}

export function mediaServiceOf(stack: BenchStack): PieceRecord {
  const media = readStackFile(stack.config.dataDir).pieces.find((piece) => piece.name === 'media-service');
  if (!media) throw new Error('the bench stack has no media-service');
  return media;
}

/** A job as the media-service itself reports it (read with the stack's service token); `result` once done. */
export async function mediaJob<Result>(stack: BenchStack, jobId: string): Promise<{ result: Result }> {
  const media = mediaServiceOf(stack);
  const response = await fetch(`${media.url}/jobs/${jobId}`, {
    headers: { authorization: `Bearer ${media.env.SERVICE_TOKEN}` },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`media-service GET /jobs/${jobId} answered ${response.status}: ${text}`);
  return JSON.parse(text) as { result: Result };
}
