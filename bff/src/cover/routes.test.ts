import {
  COVER_FILE_MESSAGES,
  projectSchema,
  SHARE_HEADERS,
  type CreatedShare,
  type Project,
  type SharedProject,
} from '@reeltalk/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedObjects } from '../../testing/security/user-state.ts';
import { call, signUpUser, startTestApp, type ApiAnswer, type TestUser } from '../../testing/harness.ts';
import { createProject } from '../../testing/scripts.ts';

const picture = async (format: 'png' | 'jpeg' | 'webp'): Promise<Uint8Array<ArrayBuffer>> =>
  new Uint8Array(
    await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 90, b: 30 } } })
      .toFormat(format)
      .toBuffer(),
  );

describe('POST /api/projects/:id/cover', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    bff = await startTestApp();
    [owner, stranger] = await Promise.all([signUpUser(), signUpUser()]);
  });
  afterAll(() => bff.stop());

  const sendCover = async (user: TestUser, projectId: string, file: File): Promise<ApiAnswer> => {
    const form = new FormData();
    form.append('image', file);
    const response = await fetch(`${bff.url}/api/projects/${projectId}/cover`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.idToken}` },
      body: form,
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const projectOf = (answer: ApiAnswer): Project => projectSchema.parse((answer.body as { data: unknown }).data);
  const covers = async (projectId: string) =>
    (await storedObjects(`projects/${projectId}/cover/`)).map((object) => object.key);

  it('stores a PNG as the JPEG cover art, and a new cover replaces the old object', async () => {
    const project = await createProject(bff.url, owner);
    const first = await sendCover(owner, project._id, new File([await picture('png')], 'cover.png'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstKey = projectOf(first).videoInfo.cover_art;
    expect(firstKey).toMatch(new RegExp(`^projects/${project._id}/cover/[0-9a-f-]{36}\\.jpg$`));
    expect(await covers(project._id)).toEqual([firstKey]);

    const second = await sendCover(owner, project._id, new File([await picture('webp')], 'cover.webp'));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const secondKey = projectOf(second).videoInfo.cover_art;
    expect(secondKey).not.toBe(firstKey);
    expect(await covers(project._id)).toEqual([secondKey]);
    const read = await call(bff.url, 'GET', `/api/projects/${project._id}`, { token: owner.idToken });
    expect((read.body as { data: Project }).data.videoInfo.cover_art).toBe(secondKey);
  });

  it('refuses a text file named .png with 415 and keeps the cover as it was', async () => {
    const project = await createProject(bff.url, owner);
    const answer = await sendCover(
      owner,
      project._id,
      new File(['not a picture at all'], 'cover.png', { type: 'image/png' }),
    );
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ message: COVER_FILE_MESSAGES.type });
    expect(await covers(project._id)).toEqual([]);
  });

  it('refuses 6 MB with 413', async () => {
    const project = await createProject(bff.url, owner);
    const answer = await sendCover(owner, project._id, new File([new Uint8Array(6 * 1024 * 1024)], 'big.png'));
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ message: COVER_FILE_MESSAGES.size });
    expect(await covers(project._id)).toEqual([]);
  });

  it("answers someone else's project as missing and stores nothing", async () => {
    const project = await createProject(bff.url, owner);
    const answer = await sendCover(stranger, project._id, new File([await picture('jpeg')], 'cover.jpg'));
    expect(answer.status).toBe(404);
    expect(await covers(project._id)).toEqual([]);
  });

  it("shows the cover on the shared page as an expiring address of the project's own cover", async () => {
    const project = await createProject(bff.url, owner);
    const sharedView = async () => {
      const created = await call(bff.url, 'POST', `/api/projects/${project._id}/share`, {
        token: owner.idToken,
        json: { recipients: [`listener-${project._id}@reeltalk.dev`] },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const url = new URL((created.body as { data: CreatedShare }).data.url);
      const answer = await call(bff.url, 'GET', `/api/projects/${project._id}/share-view`, {
        headers: {
          [SHARE_HEADERS.owner]: url.searchParams.get('uId')!,
          [SHARE_HEADERS.accessKey]: url.searchParams.get('key')!,
        },
      });
      expect(answer.status).toBe(200);
      return (answer.body as { project: SharedProject }).project.projectDetails;
    };
    expect((await sharedView()).coverArtUrl).toBeNull();

    const uploaded = await sendCover(owner, project._id, new File([await picture('jpeg')], 'cover.jpg'));
    const coverKey = projectOf(uploaded).videoInfo.cover_art!;
    const { coverArtUrl } = await sharedView();
    expect(new URL(coverArtUrl!).pathname).toMatch(new RegExp(`/${coverKey}$`));
    const image = await fetch(coverArtUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });
});
