import { randomUUID } from 'node:crypto';
import { COVER_FILE_MESSAGES } from '@reeltalk/contracts';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
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

  it('keeps nothing of a refused picture', async () => {
    const keys: string[] = [];
    for await (const key of started.storage.list(`projects/${projectId}/cover/`)) keys.push(key);
    // The four pictures taken above, and nothing of the refused ones.
    expect(keys).toHaveLength(4);
  });
});
