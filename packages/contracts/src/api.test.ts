import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataAnswer, doneAnswer, fieldAnswer } from './api.ts';

const project = z.object({ _id: z.string(), name: z.string() });

describe('the spec’s envelopes, as the browser reads them', () => {
  it('gives back the value alone', () => {
    const value = { _id: 'p1', name: 'The Lighthouse Keeper' };
    expect(dataAnswer(project).parse({ success: true, data: value })).toEqual(value);
    expect(fieldAnswer('presignedUrl', z.url()).parse({ success: true, presignedUrl: 'https://s3.example/a' })).toBe(
      'https://s3.example/a',
    );
    expect(doneAnswer.parse({ success: true })).toBeUndefined();
  });

  it.each([
    ['a bare value', dataAnswer(project), { _id: 'p1', name: 'x' }],
    ['a value in another field', dataAnswer(project), { success: true, project: { _id: 'p1', name: 'x' } }],
    ['a value of another shape', dataAnswer(project), { success: true, data: { _id: 1 } }],
    ['an envelope that says it failed', doneAnswer, { success: false }],
    ['the field missing', fieldAnswer('presignedUrl', z.string()), { success: true, data: 'https://s3.example/a' }],
  ])('refuses %s', (_, reader, body) => {
    expect(reader.safeParse(body).success).toBe(false);
  });
});
