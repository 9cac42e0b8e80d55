import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.ts';

describe('attachmentDisposition', () => {
  it.each([
    ['My Book.mp3', `attachment; filename="My Book.mp3"; filename*=UTF-8''My%20Book.mp3`],
    ['Café "noir".wav', `attachment; filename="Caf_ noir.wav"; filename*=UTF-8''Caf%C3%A9%20%22noir%22.wav`],
    ["It's (1)*.mp3", `attachment; filename="It's (1)*.mp3"; filename*=UTF-8''It%27s%20%281%29%2A.mp3`],
    ['a\\b.mp3', `attachment; filename="ab.mp3"; filename*=UTF-8''a%5Cb.mp3`],
  ])('%j', (name, expected) => {
    expect(attachmentDisposition(name)).toBe(expected);
  });
});
