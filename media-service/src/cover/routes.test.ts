import { randomUUID } from 'node:crypto';
import { COVER_FILE_MESSAGES } from '@reeltalk/contracts';
import sharp, { type Sharp } from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { appWithStorage } from '../../testing/test-app.ts';

const picture = (format: 'png' | 'jpeg' | 'webp', width = 1600, height = 1200): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 4, background: { r: 30, g: 120, b: 200, alpha: 1 } } })
    .toFormat(format)
    .toBuffer();

describe('POST /projects/:projectId/cover', () => {
  const started = appWithStorage();
  const projectId = randomUUID();
  afterAll(() => started.storage?.deletePrefix(`projects/${projectId}/`));

  const upload = (body: Buffer) =>
    started.app.request(`/projects/${projectId}/cover`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(body),
    });

  it.each(['png', 'jpeg', 'webp'] as const)('stores a %s as a JPEG of at most 1024 pixels a side', async (format) => {
    const response = await upload(await picture(format));
    expect(response.status, await response.clone().text()).toBe(201);
    const { key } = (await response.json()) as { key: string };
    expect(key).toMatch(new RegExp(`^projects/${projectId}/cover/[0-9a-f-]{36}\\.jpg$`));
    const stored = await started.storage.getBuffer(key);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 768 });
    expect((await started.storage.head(key))?.contentType).toBe('image/jpeg');
  });

  it('keeps a small picture its size', async () => {
    const { key } = (await (await upload(await picture('png', 300, 200))).json()) as { key: string };
    expect(await sharp(await started.storage.getBuffer(key)).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it.each([
    ['text', Buffer.from('just words, named cover.png')],
    ['a GIF (not a cover kind)', Buffer.from('GIF89a')],
    [
      'a PNG signature followed by garbage',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(500, 7)]),
    ],
  ])('refuses %s with 415 and stores nothing', async (_what, bytes) => {
    const response = await upload(bytes);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ message: COVER_FILE_MESSAGES.type });
  });

  it('refuses more than 5 MB with 413', async () => {
    const response = await upload(Buffer.alloc(6 * 1024 * 1024, 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: COVER_FILE_MESSAGES.size });
  });

  it('refuses a 64-megapixel picture with 422 and says how large one may be', async () => {
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: 'white' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await upload(huge);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: 'The image is too large: at most 40 megapixels.' });
  });

  it('decodes at most two uploads at once, however many arrive together', async () => {
    const pictures = await Promise.all(Array.from({ length: 6 }, (_, i) => picture('png', 1600 + i, 1200)));
    // A probe around sharp's decode-and-encode step (which it calls through to): how many run at the same moment.
    let running = 0;
    let most = 0;
    const { toBuffer } = sharp.prototype;
    const probe = vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (this: Sharp) {
      most = Math.max(most, ++running);
      return (toBuffer.call(this) as Promise<Buffer>).finally(() => running--);
    } as typeof toBuffer);
    try {
      const answers = await Promise.all(pictures.map((each) => upload(each)));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
      expect(probe).toHaveBeenCalledTimes(6);
      expect(most).toBe(2);
    } finally {
      probe.mockRestore();
    }
  });

  it('keeps nothing of a refused picture', async () => {
    const keys: string[] = [];
    for await (const key of started.storage.list(`projects/${projectId}/cover/`)) keys.push(key);
    // The four pictures and the six of the burst taken above, and nothing of the refused ones.
    expect(keys).toHaveLength(10);
  });
});
