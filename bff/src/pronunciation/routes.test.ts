import {
  PRONUNCIATION_MESSAGES,
  type Project,
  type PronunciationChangeAnswer,
  type PronunciationsAnswer,
} from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { TEST_SERVICE_TOKEN } from '../../testing/media-service.ts';
import { createProject, textFile, uploadScript, waitForNarration } from '../../testing/scripts.ts';
import { createPronunciationRepository } from './repository.ts';

// Two of its paragraphs name Quayle, one does not; the title and chapter heading do not either.
const SCRIPT = `The Senator

Chapter One

Quayle came to town on a Tuesday.

Nobody expected the visit.

By evening everyone was talking about quayle, the senator.
`;
const HOLDING_QUAYLE = 2;

describe('pronunciation dictionaries', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let owner: TestUser;
  let stranger: TestUser;
  let narrated: Project;
  const db = createDatabase(inject('bffTest').databaseUrl);
  const repository = createPronunciationRepository(db);

  const send = (user: TestUser, method: string, path: string, json?: unknown) =>
    call(bff.url, method, `/api/pronunciations${path}`, { token: user.idToken, json });
  const changed = (answer: { status: number; body: unknown }, status = 200) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body as PronunciationChangeAnswer;
  };
  /** What the media-service's job says it did: paragraphs read by the engine now, and those reused. */
  const paragraphsOf = async (jobId: string) => {
    expect(await waitForNarration(bff.url, owner.idToken, jobId)).toMatchObject({ state: 'done' });
    const response = await fetch(`${inject('bffTest').mediaServiceUrl}/jobs/${jobId}`, {
      headers: { Authorization: `Bearer ${TEST_SERVICE_TOKEN}` },
    });
    return ((await response.json()) as { result: { paragraphs: { total: number; synthesized: number } } }).result
      .paragraphs;
  };
  const narrate = async (project: Project) => {
    const started = await call(bff.url, 'POST', '/api/narrate-audio', {
      token: owner.idToken,
      json: { projectId: project._id, vocalType: 'default' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    return paragraphsOf((started.body as { data: { jobId: string } }).data.jobId);
  };
  const projectWithScript = async () => {
    const project = await createProject(bff.url, owner);
    return uploadScript(bff.url, owner, project._id, textFile(SCRIPT, 'senator.txt'));
  };

  beforeAll(async () => {
    bff = await startTestApp();
    [owner, stranger] = await Promise.all([signUpUser(), signUpUser()]);
    const project = await projectWithScript();
    await narrate(project);
    narrated = (
      (await call(bff.url, 'GET', `/api/projects/${project._id}`, { token: owner.idToken })).body as { data: Project }
    ).data;
  }, 300_000);
  afterAll(async () => {
    await db.destroy();
    await bff.stop();
  });

  it('re-narrates only the paragraphs holding the term after each change, and lists the entries', async () => {
    const added = changed(
      await send(owner, 'POST', '', { scope: 'project', projectId: narrated._id, term: 'Quayle', respelling: 'kwail' }),
      201,
    );
    expect(added.pronunciation).toMatchObject({ scope: 'project', term: 'Quayle', respelling: 'kwail' });
    expect((await paragraphsOf(added.jobId!)).synthesized).toBe(HOLDING_QUAYLE);

    const id = added.pronunciation!.id;
    const edited = changed(
      await send(owner, 'PUT', `/${id}`, { scope: 'project', projectId: narrated._id, term: 'Quayle', ipa: 'ˈkweɪl' }),
    );
    expect(edited.pronunciation).toMatchObject({ id, ipa: 'ˈkweɪl' });
    expect(edited.pronunciation).not.toHaveProperty('respelling');
    expect((await paragraphsOf(edited.jobId!)).synthesized).toBe(HOLDING_QUAYLE);

    const listed = await send(owner, 'GET', `?projectId=${narrated._id}`);
    expect(listed.status).toBe(200);
    expect((listed.body as PronunciationsAnswer).project.map(({ term, ipa }) => ({ term, ipa }))).toEqual([
      { term: 'Quayle', ipa: 'ˈkweɪl' },
    ]);

    // Without the entry every paragraph reads as first narrated: all of them are found already made.
    const removed = changed(await send(owner, 'DELETE', `/${id}?projectId=${narrated._id}`));
    expect(await paragraphsOf(removed.jobId!)).toMatchObject({ synthesized: 0 });
  }, 300_000);

  it('refuses a second entry of the same term in one dictionary, whatever its case', async () => {
    const entry = { scope: 'user', projectId: narrated._id, term: 'Bunbury', respelling: 'bun berry' };
    const first = changed(await send(owner, 'POST', '', entry), 201);
    // No paragraph holds the term: the narration started reads every paragraph from the cache.
    expect(await paragraphsOf(first.jobId!)).toMatchObject({ synthesized: 0 });
    const again = await send(owner, 'POST', '', { ...entry, term: ' BUNBURY ' });
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe(PRONUNCIATION_MESSAGES.duplicate('BUNBURY'));
    // The same term in the project's dictionary is another entry, and wins over the user's.
    changed(await send(owner, 'POST', '', { ...entry, scope: 'project', respelling: 'bunbree' }), 201);
    expect(await repository.dictionary(narrated._id, narrated.userId._id)).toEqual([
      { term: 'Bunbury', respelling: 'bunbree' },
    ]);
  }, 300_000);

  it('narrates a project with the dictionary from its first narration on', async () => {
    const project = await projectWithScript();
    const before = changed(
      await send(owner, 'POST', '', { scope: 'project', projectId: project._id, term: 'quayle', respelling: 'kwayl' }),
      201,
    );
    expect(before.jobId).toBeUndefined();
    expect((await narrate(project)).synthesized).toBeGreaterThan(HOLDING_QUAYLE);
    // Had the first narration ignored the entry, removing it would find every paragraph made already.
    const removed = changed(await send(owner, 'DELETE', `/${before.pronunciation!.id}?projectId=${project._id}`));
    expect((await paragraphsOf(removed.jobId!)).synthesized).toBe(HOLDING_QUAYLE);
  }, 300_000);

  it('plays the term as pronounced with the project voice, and names IPA symbols it cannot say', async () => {
    const preview = (query: Record<string, string>) =>
      fetch(
        `${bff.url}/api/pronunciations/preview?${new URLSearchParams({ projectId: narrated._id, term: 'Quayle', ...query })}`,
        { headers: { Authorization: `Bearer ${owner.idToken}` } },
      );
    const heard = await preview({ respelling: 'kwail' });
    expect(heard.status).toBe(200);
    expect(heard.headers.get('content-type')).toBe('audio/wav');
    expect(
      Buffer.from(await heard.arrayBuffer())
        .subarray(0, 4)
        .toString('ascii'),
    ).toBe('RIFF');
    const refused = await preview({ ipa: 'kʘeɪl' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(PRONUNCIATION_MESSAGES.unknownIpa(['ʘ']));
  });

  it("answers 404 for another user's project and entries", async () => {
    const own = changed(
      await send(owner, 'POST', '', {
        scope: 'user',
        projectId: narrated._id,
        term: 'Algernon',
        respelling: 'al jer non',
      }),
      201,
    );
    const id = own.pronunciation!.id;
    const body = { scope: 'user', projectId: narrated._id, term: 'Algernon', respelling: 'taken' };
    expect((await send(stranger, 'GET', `?projectId=${narrated._id}`)).status).toBe(404);
    expect((await send(stranger, 'POST', '', body)).status).toBe(404);
    const strangers = await createProject(bff.url, stranger);
    expect((await send(stranger, 'PUT', `/${id}`, { ...body, projectId: strangers._id })).status).toBe(404);
    expect((await send(stranger, 'DELETE', `/${id}?projectId=${strangers._id}`)).status).toBe(404);
    const theirs = await send(stranger, 'GET', `?projectId=${strangers._id}`);
    expect(theirs.body).toEqual({ project: [], user: [] });
    expect((await repository.find(id))?.respelling).toBe('al jer non');
  });
});
