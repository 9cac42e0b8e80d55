import { expect } from 'vitest';
import type { UserState } from './user-state.ts';

/** The own property names of the prototypes a polluting merge would change. */
export function prototypeSnapshot(): string[][] {
  return [Object.prototype, Array.prototype, Function.prototype].map((proto) => Object.getOwnPropertyNames(proto));
}

/**
 * What every hostile request must leave true: no 500; a refusal is a typed JSON error ({error, message}) and changed
 * nothing the user owns (no half-made row or object); no prototype of the process gained a property.
 */
export function expectNoHarm(
  answer: { status: number; text: string },
  before: UserState,
  after: UserState,
  prototypes: string[][],
): void {
  expect(answer.status, answer.text.slice(0, 500)).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(JSON.parse(answer.text), 'a refusal is a typed error').toEqual(
      expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
    );
    expect(after, `refused with ${answer.status} ${answer.text.slice(0, 200)} but changed what the user owns`).toEqual(
      before,
    );
  }
  expect(prototypeSnapshot()).toEqual(prototypes);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

const PREVIEW_BYTES = 600;

/** A short description of a request body for fast-check's counterexample report (bodies run to a megabyte). */
export function preview(contentType: string | undefined, body: Uint8Array): string {
  const text = Buffer.from(body.subarray(0, PREVIEW_BYTES)).toString('utf8');
  return `${contentType ?? '(no Content-Type)'} ${JSON.stringify(text)}${body.length > PREVIEW_BYTES ? `… (${body.length} bytes)` : ''}`;
}
