import type { ApiAnswer } from '../harness.ts';

/** A field of a multipart form: text, or a file with its name and type. */
export type FormPart = [field: string, value: string | File];

/** What a request carries besides its path: a JSON body, a multipart form, or nothing. */
export type RequestBody = { json: unknown } | { form: FormPart[] } | undefined;

/** Sends `body` to the bff with the Authorization header given (none when undefined); the answer's JSON, parsed. */
export async function send(
  url: string,
  method: string,
  path: string,
  body: RequestBody,
  authorization?: string,
): Promise<ApiAnswer> {
  const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
  let payload: string | FormData | undefined;
  if (body && 'json' in body) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body) {
    const form = new FormData();
    for (const [field, value] of body.form) form.append(field, value);
    payload = form;
  }
  const response = await fetch(`${url}${path}`, { method, headers, body: payload });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    body: text && type.includes('application/json') ? (JSON.parse(text) as unknown) : text,
  };
}
