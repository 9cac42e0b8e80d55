import { randomUUID } from 'node:crypto';
import {
  canDo,
  permissionDenied,
  PUBLISHER_MESSAGES,
  type Project,
  type ProjectAction,
  type PublisherPermission,
} from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { voiceLikeSample } from '../../testing/voice-audio.ts';
import { call, signUpUser, startTestApp, type ApiAnswer, type TestUser } from '../../testing/harness.ts';
import { createProject, SHORT_SCRIPT, textFile, uploadScript, waitForNarration } from '../../testing/scripts.ts';
import { apiRoutes, fillPath, TOKEN_FREE_ROUTES, type ApiRoute } from '../../testing/security/api-routes.ts';
import { send, type RequestBody } from '../../testing/security/requests.ts';
import { tokenSignedIn, unsignedToken } from '../../testing/security/tokens.ts';
import { userStateReader, type UserState } from '../../testing/security/user-state.ts';

/** The owner's resources a request can name; a stranger names them, or random ones for comparison. */
interface ResourceIds {
  project: string;
  job: string;
  voice: string;
  /** A storage key of the project's. */
  key: string;
  /** A data export of the owner's. */
  export: string;
  /** The publisher the project is assigned to. */
  publisher: string;
  /** An invitation of that publisher, to someone else. */
  invitation: string;
  /** A member of that publisher (its viewer). */
  member: string;
  /** A music generation of the owner's. */
  generation: string;
  /** A position in the project's music zone list. */
  zone: string;
  /** A share link of the project. */
  share: string;
  /** An entry of the project's pronunciation dictionary. */
  pronunciation: string;
  /** A version of the project's script. */
  scriptVersion: string;
  /** An audiobook format of the project (not an id: a stranger names the owner's project with it). */
  format: string;
}

/** What each path parameter of a route names. */
const PARAM_RESOURCE: Record<string, keyof ResourceIds> = {
  id: 'project',
  jobId: 'job',
  exportId: 'export',
  publisherId: 'publisher',
  invitationId: 'invitation',
  userId: 'member',
  generationId: 'generation',
  index: 'zone',
  shareId: 'share',
  pronunciationId: 'pronunciation',
  versionId: 'scriptVersion',
  format: 'format',
};

/**
 * Who may call a route, and what a stranger's call carries.
 * - public: anyone, without a token (the reason says why that is safe);
 * - shared: the shared page's, called without a token: each proves itself with a share link's access key, so without
 *   one it answers 404 and shows nothing;
 * - caller: acts only on the caller's own account and data, so a stranger gets their own (or a refusal);
 * - owned: names a resource; another user's reads exactly as one that does not exist (404), so ids cannot be probed.
 *   `member` says what a member of the project's publisher does with it: a project action (allowed by the member's
 *   level, 403 otherwise), 'invite' or 'manage' (the publisher's admins and owners only, each with its reason), or
 *   'none' (members read it as missing).
 */
type MemberRule = ProjectAction | 'invite' | 'manage' | 'none';
type Access =
  | { kind: 'public'; reason: string }
  | { kind: 'shared'; body?: (owner: TestUser, ids: ResourceIds) => RequestBody }
  | {
      kind: 'caller';
      body?: (owner: TestUser, ids: ResourceIds) => RequestBody;
      status: number;
      /** The stranger calls with a token of a sign-in this long ago (so deleting an account deletes no one here). */
      signedInSecondsAgo?: number;
    }
  | {
      kind: 'owned';
      member?: MemberRule;
      body?: (ids: ResourceIds) => RequestBody;
      /** The query naming the resource, for a route that takes it there. */
      query?: (ids: ResourceIds) => string;
    };

type MemberLevel = Exclude<PublisherPermission, 'owner'>;
const MEMBER_LEVELS: MemberLevel[] = ['viewer', 'editor', 'admin'];

/** Whether a member of the project's publisher at `level` may call a route of this rule. */
const memberMay = (level: MemberLevel, rule: MemberRule): boolean =>
  rule === 'none' ? false : rule === 'invite' || rule === 'manage' ? level === 'admin' : canDo(level, rule);

const ADMIN_ONLY: Record<'invite' | 'manage', string> = {
  invite: PUBLISHER_MESSAGES.onlyAdminsInvite,
  manage: PUBLISHER_MESSAGES.onlyAdminsManage,
};

/** `member` joins the owner's publisher at `level`, through an invitation they accept. */
async function joinPublisher(url: string, owner: TestUser, publisherId: string, member: TestUser, level: MemberLevel) {
  const sent = await call(url, 'POST', `/api/publishers/${publisherId}/invitations`, {
    token: owner.idToken,
    json: { email: member.email, permission: level },
  });
  const invitationId = (sent.body as { data: { _id: string } }).data._id;
  const accepted = await call(url, 'POST', `/api/publishers/invitations/${invitationId}/accept`, {
    token: member.idToken,
  });
  expect(accepted.status).toBe(200);
}

const scriptFile = () => textFile(SHORT_SCRIPT, 'taken over.txt');
/** A 1 × 1 PNG. */
const avatarFile = () =>
  new File(
    [
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    ],
    'me.png',
    { type: 'image/png' },
  );

/** Every route of the bff, classified. A route missing here fails the test: say who may call it. */
const ACCESS: Record<string, Access> = {
  'GET /api/health': {
    kind: 'public',
    reason: 'load balancers and the stack poll it; it says only whether the database and media-service answer',
  },
  'POST /api/users/signup': {
    kind: 'caller',
    body: (owner) => ({
      json: { fullName: 'Taken Over', email: owner.email, password: 'Secret#123', firebase_uid: owner.uid },
    }),
    status: 403,
  },
  'GET /api/users/profile': { kind: 'caller', status: 200 },
  'PATCH /api/users/profile': { kind: 'caller', body: () => ({ json: { fullName: 'Taken Over' } }), status: 200 },
  'POST /api/users/avatar': { kind: 'caller', body: () => ({ form: [['avatar', avatarFile()]] }), status: 200 },
  'DELETE /api/users/me': { kind: 'caller', status: 401, signedInSecondsAgo: 6 * 60 },
  'POST /api/users/me/export': { kind: 'caller', status: 202 },
  'GET /api/users/me/export/:exportId': { kind: 'owned', member: 'none' },
  'POST /api/projects': { kind: 'caller', body: () => ({ json: { name: 'A project of my own' } }), status: 201 },
  'GET /api/projects': { kind: 'caller', status: 200 },
  'GET /api/projects/:id': { kind: 'owned', member: 'play' },
  'PATCH /api/projects/:id': {
    kind: 'owned',
    member: 'edit',
    body: () => ({ json: { name: 'Taken over', settings: { x: 1 } } }),
  },
  'DELETE /api/projects/:id': { kind: 'owned', member: 'delete' },
  'POST /api/projects/:id/duplicate': { kind: 'owned', member: 'duplicate' },
  'PUT /api/projects/:id/publisher': { kind: 'owned', member: 'assign', body: () => ({ json: { publisherId: null } }) },
  'POST /api/upload': {
    kind: 'owned',
    member: 'edit',
    body: (ids) => ({
      form: [
        ['projectId', ids.project],
        ['file', scriptFile()],
      ],
    }),
  },
  'POST /api/projects/:id/extract-text': { kind: 'owned', member: 'edit' },
  'POST /api/narrate-audio': {
    kind: 'owned',
    member: 'edit',
    body: (ids) => ({ json: { projectId: ids.project } }),
  },
  'GET /api/narrations/:jobId': { kind: 'owned', member: 'play' },
  'GET /api/projects/:id/events': { kind: 'owned', member: 'play' },
  'GET /api/projects/:id/jobs/:jobId': { kind: 'owned', member: 'play' },
  // The key walked is the project's script, which only those who may edit it read (as GET …/script); a narration's
  // keys need play (bff/src/project/permissions.test.ts).
  'POST /api/audio/presigned-url': { kind: 'owned', member: 'edit', body: (ids) => ({ json: { s3Key: ids.key } }) },
  'POST /api/audio/presigned-urls': {
    kind: 'owned',
    member: 'edit',
    body: (ids) => ({ json: { s3Keys: [ids.key] } }),
  },
  'POST /api/audio/download-url': { kind: 'owned', member: 'edit', body: (ids) => ({ json: { s3Key: ids.key } }) },
  'GET /api/voice-models': { kind: 'caller', status: 200 },
  'GET /api/soundtracks': { kind: 'caller', status: 200 },
  'POST /api/music/generate': {
    kind: 'owned',
    member: 'edit',
    body: (ids) => ({
      json: { projectId: ids.project, duration: 15, prompt_description: 'calm piano', track_name: 'Taken over' },
    }),
  },
  'GET /api/music/status/:generationId': { kind: 'owned', member: 'none' },
  'GET /api/projects/:id/music-zones': { kind: 'owned', member: 'play' },
  'POST /api/projects/:id/music-zones': {
    kind: 'owned',
    member: 'edit',
    body: () => ({ json: { soundtrackId: 'calm', start_time: 0, end_time: 5 } }),
  },
  'PATCH /api/projects/:id/music-zones/:index': {
    kind: 'owned',
    member: 'edit',
    body: () => ({ json: { volume: 0.5 } }),
  },
  'DELETE /api/projects/:id/music-zones/:index': { kind: 'owned', member: 'edit' },
  'GET /api/projects/:id/score-proposal': { kind: 'owned', member: 'edit' },
  'POST /api/projects/:id/generate-waveform-video': { kind: 'owned', member: 'edit' },
  'POST /api/projects/:id/cover': { kind: 'owned', member: 'edit', body: () => ({ form: [['image', avatarFile()]] }) },
  'POST /api/projects/:id/mix-audio': { kind: 'owned', member: 'edit' },
  'GET /api/projects/:id/audiobook-formats': { kind: 'owned', member: 'edit' },
  'GET /api/projects/:id/audiobook-formats/:format': { kind: 'owned', member: 'edit' },
  'POST /api/projects/:id/audiobook-formats/:format': { kind: 'owned', member: 'edit', body: () => ({ json: {} }) },
  'POST /api/publishers': {
    kind: 'caller',
    body: () => ({ json: { name: 'An imprint of my own', plan: 'free' } }),
    status: 201,
  },
  'GET /api/publishers/user/me': { kind: 'caller', status: 200 },
  'GET /api/publishers/invitations/me': { kind: 'caller', status: 200 },
  'POST /api/publishers/:publisherId/invitations': {
    kind: 'owned',
    member: 'invite',
    body: () => ({ json: { email: 'taken.over@reeltalk.dev', permission: 'admin' } }),
  },
  'POST /api/publishers/invitations/:invitationId/accept': { kind: 'owned', member: 'none' },
  'POST /api/publishers/invitations/:invitationId/decline': { kind: 'owned', member: 'none' },
  'GET /api/publishers/:publisherId/members': { kind: 'owned', member: 'manage' },
  'PUT /api/publishers/:publisherId/members/:userId': {
    kind: 'owned',
    member: 'manage',
    body: () => ({ json: { permission: 'admin' } }),
  },
  'DELETE /api/publishers/:publisherId/members/:userId': { kind: 'owned', member: 'manage' },
  'DELETE /api/publishers/:publisherId/invitations/:invitationId': { kind: 'owned', member: 'manage' },
  'POST /api/projects/:id/share': {
    kind: 'owned',
    member: 'share',
    body: () => ({ json: { recipients: [`listener-${randomUUID()}@reeltalk.dev`] } }),
  },
  'GET /api/projects/:id/share': { kind: 'owned', member: 'share' },
  'DELETE /api/projects/:id/share/:shareId': { kind: 'owned', member: 'share' },
  'GET /api/projects/:id/comments': { kind: 'owned', member: 'play' },
  'POST /api/projects/:id/comments': {
    kind: 'owned',
    member: 'comment',
    body: () => ({ json: { atSeconds: 0, text: 'Taken over' } }),
  },
  'GET /api/projects/:id/share-view': { kind: 'shared' },
  'GET /api/projects/:id/share-view/comments': { kind: 'shared' },
  'POST /api/projects/:id/share-view/comments': {
    kind: 'shared',
    body: () => ({ json: { atSeconds: 1, text: 'Taken over' } }),
  },
  'POST /api/audio/presigned-url-share': {
    kind: 'shared',
    body: (owner, ids) => ({ json: { s3Key: ids.key, projectId: ids.project, ownerUserId: owner.uid } }),
  },
  'POST /api/process-voice-emotion': {
    kind: 'owned',
    member: 'edit',
    body: (ids) => ({
      form: [
        ['projectId', ids.project],
        ['voiceModelId', ids.voice],
        ['emotions', '["Joyful"]'],
        ['flowType', 'predefined'],
      ],
    }),
  },
  'GET /api/pronunciations': { kind: 'owned', member: 'play', query: (ids) => `projectId=${ids.project}` },
  'POST /api/pronunciations': {
    kind: 'owned',
    member: 'edit',
    body: (ids) => ({ json: { scope: 'project', projectId: ids.project, term: 'Taken', respelling: 'over' } }),
  },
  'PUT /api/pronunciations/:pronunciationId': {
    kind: 'owned',
    member: 'edit',
    body: (ids) => ({ json: { scope: 'project', projectId: ids.project, term: 'Taken', respelling: 'over' } }),
  },
  'DELETE /api/pronunciations/:pronunciationId': {
    kind: 'owned',
    member: 'edit',
    query: (ids) => `projectId=${ids.project}`,
  },
  'GET /api/pronunciations/preview': {
    kind: 'owned',
    member: 'edit',
    query: (ids) => `projectId=${ids.project}&term=Taken&respelling=over`,
  },
  'GET /api/projects/:id/script': { kind: 'owned', member: 'edit' },
  'GET /api/projects/:id/script-versions': { kind: 'owned', member: 'edit' },
  'PUT /api/projects/:id/script': {
    kind: 'owned',
    member: 'edit',
    body: (ids) => ({
      json: { baseVersionId: ids.scriptVersion, units: [{ chapter: 0, heading: false, text: 'Taken over.' }] },
    }),
  },
  'POST /api/projects/:id/script/regenerate': {
    kind: 'owned',
    member: 'edit',
    body: (ids) => ({ json: { baseVersionId: ids.scriptVersion, unitIndex: 0 } }),
  },
  'POST /api/projects/:id/script-versions/:versionId/restore': { kind: 'owned', member: 'edit' },
  // A line in the log naming the caller, no more: nobody else's data is read or changed.
  'POST /api/client-events/remote-refused': {
    kind: 'caller',
    body: () => ({
      json: {
        remote: 'mf_voice',
        version: '2.0.0',
        requires: { '@reeltalk/contracts': '^2.0.0' },
        provides: { '@reeltalk/contracts': '1.0.0', '@reeltalk/web-kit': '1.0.0' },
        loaded: '1.0.0',
      },
    }),
    status: 204,
  },
};

const randomIds = (): ResourceIds => {
  const project = randomUUID();
  return {
    project,
    job: randomUUID(),
    voice: randomUUID(),
    export: randomUUID(),
    publisher: randomUUID(),
    invitation: randomUUID(),
    member: randomUUID(),
    key: `projects/${project}/source/script.txt`,
    generation: randomUUID(),
    zone: '0',
    share: randomUUID(),
    pronunciation: randomUUID(),
    scriptVersion: randomUUID(),
    format: 'm4b',
  };
};

const pathValues = (route: ApiRoute, ids: ResourceIds): Record<string, string> =>
  Object.fromEntries(
    route.params.map((param) => {
      const resource = PARAM_RESOURCE[param];
      if (!resource) throw new Error(`${route.name}: say in PARAM_RESOURCE what its parameter :${param} names`);
      return [param, ids[resource]];
    }),
  );

/** The route's path for these resources, with its query when the route names one there. */
const pathOf = (route: ApiRoute, access: Access, ids: ResourceIds): string => {
  const path = fillPath(route, pathValues(route, ids));
  return access.kind === 'owned' && access.query ? `${path}?${access.query(ids)}` : path;
};

const accessOf = (route: ApiRoute): Access => {
  const access = ACCESS[route.name];
  if (!access) {
    throw new Error(
      `${route.name} is not classified: add it to ACCESS in bff/src/security/authorization.test.ts ` +
        '(public with a reason, caller-scoped, or owned) so its authorization is tested',
    );
  }
  return access;
};

const bodyOf = (access: Access, owner: TestUser, ids: ResourceIds): RequestBody =>
  access.kind === 'owned'
    ? access.body?.(ids)
    : access.kind === 'caller' || access.kind === 'shared'
      ? access.body?.(owner, ids)
      : undefined;

describe('authorization of every /api route', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let routes: ApiRoute[];
  let owner: TestUser;
  let stranger: TestUser;
  const members = {} as Record<MemberLevel, TestUser>;
  let ownerIds: ResourceIds;
  let strangerProject: string;
  let before: UserState;
  const state = userStateReader();
  /** Texts of the owner's that must never reach anyone else. */
  let secrets: string[];

  const expectNoSecret = (answer: ApiAnswer, what: string) => {
    const text = JSON.stringify(answer.body);
    for (const secret of secrets) expect(text, `${what} gave away ${secret}`).not.toContain(secret);
  };

  beforeAll(async () => {
    bff = await startTestApp();
    routes = apiRoutes(bff.app);
    // Those who share and invite send e-mail to others, which needs a verified address.
    [owner, stranger, members.viewer, members.editor, members.admin] = await Promise.all([
      signUpUser({ verified: true }),
      signUpUser(),
      signUpUser(),
      signUpUser(),
      signUpUser({ verified: true }),
    ]);
    const marker = `secret-${randomUUID()}`;
    const project = await createProject(bff.url, owner, marker);
    const asOwner = (method: string, path: string, json?: unknown) =>
      call(bff.url, method, path, { token: owner.idToken, json });

    // A custom voice narrates the script: the owner then has a project, a script, a narration and a voice of their own.
    const narrate = async () => {
      const withScript = await uploadScript(bff.url, owner, project._id, textFile(SHORT_SCRIPT));
      // Before the narration: an entry added to a narrated project would start another narration.
      const pronounced = await asOwner('POST', '/api/pronunciations', {
        scope: 'project',
        projectId: project._id,
        term: 'lamp',
        respelling: 'lahmp',
      });
      expect(pronounced.status, JSON.stringify(pronounced.body)).toBe(201);
      const form = new FormData();
      form.append('projectId', project._id);
      form.append('voiceModelId', '');
      form.append('emotions', '[]');
      form.append('flowType', 'custom');
      form.append('customVoiceFile', new File([voiceLikeSample(140, 4, 5)], 'my voice.wav', { type: 'audio/wav' }));
      const voiced = await fetch(`${bff.url}/api/process-voice-emotion`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${owner.idToken}` },
        body: form,
      });
      const answer = (await voiced.json()) as { data: { jobId: string; voiceModel: { _id: string } } };
      expect(voiced.status, JSON.stringify(answer)).toBe(202);
      expect((await waitForNarration(bff.url, owner.idToken, answer.data.jobId)).state).toBe('done');
      return { withScript, pronounced, answer };
    };
    // The project's publisher, with a member of each level; an invitation there waits for someone else.
    const publish = async () => {
      const publisher = await asOwner('POST', '/api/publishers', { name: 'Owner Press', plan: 'pro' });
      const publisherId = (publisher.body as { data: { publisherId: { _id: string } } }).data.publisherId._id;
      await Promise.all(
        MEMBER_LEVELS.map((level) => joinPublisher(bff.url, owner, publisherId, members[level], level)),
      );
      const invited = await asOwner('POST', `/api/publishers/${publisherId}/invitations`, {
        email: `invitee-${randomUUID()}@reeltalk.dev`,
        permission: 'viewer',
      });
      const listed = await asOwner('GET', `/api/publishers/${publisherId}/members`);
      const viewer = (listed.body as { data: { members: Array<{ userId: string; email: string }> } }).data.members.find(
        (member) => member.email === members.viewer.email,
      );
      return { publisherId, invited, viewerId: viewer!.userId };
    };
    // The first listing of the stock music in a test run composes it, minutes of work on a busy machine (hence this
    // hook's long timeout): it goes on beside the rest.
    const stockMusic = async () => {
      const soundtracks = await asOwner('GET', '/api/soundtracks');
      return (soundtracks.body as { data: Array<{ _id: string }> }).data[0];
    };
    const [{ withScript, pronounced, answer }, { publisherId, invited, viewerId }, stock, theirs] = await Promise.all([
      narrate(),
      publish(),
      stockMusic(),
      createProject(bff.url, stranger, 'My own book'),
    ]);
    strangerProject = theirs._id;
    // And music of their own, a zone of stock music on the narration, the project in the publisher, a share link,
    // a data export and a script version.
    const [generated, zone, assigned, shared, exported, script] = await Promise.all([
      asOwner('POST', '/api/music/generate', {
        projectId: project._id,
        duration: 15,
        prompt_description: 'calm piano',
        track_name: marker,
      }),
      asOwner('POST', `/api/projects/${project._id}/music-zones`, {
        soundtrackId: stock?._id,
        start_time: 0,
        end_time: 1,
      }),
      asOwner('PUT', `/api/projects/${project._id}/publisher`, { publisherId }),
      asOwner('POST', `/api/projects/${project._id}/share`, {
        recipients: [`listener-${randomUUID()}@reeltalk.dev`],
        feedback: true,
      }),
      asOwner('POST', '/api/users/me/export'),
      asOwner('GET', `/api/projects/${project._id}/script`),
    ]);
    expect(generated.status, JSON.stringify(generated.body)).toBe(202);
    expect(zone.status, JSON.stringify(zone.body)).toBe(201);
    expect(assigned.status).toBe(200);
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);
    expect(exported.status).toBe(202);
    expect(script.status, JSON.stringify(script.body)).toBe(200);
    ownerIds = {
      export: (exported.body as { data: { exportId: string } }).data.exportId,
      share: (shared.body as { data: { link: { _id: string } } }).data.link._id,
      publisher: publisherId,
      invitation: (invited.body as { data: { _id: string } }).data._id,
      member: viewerId,
      project: project._id,
      job: answer.data.jobId,
      voice: answer.data.voiceModel._id,
      key: withScript.source_document?.key as string,
      generation: (generated.body as { data: { generationId: string } }).data.generationId,
      zone: '0',
      pronunciation: (pronounced.body as { pronunciation: { id: string } }).pronunciation.id,
      scriptVersion: (script.body as { versionId: string }).versionId,
      format: 'm4b',
    };
    before = await state.read(owner.uid);
    secrets = [marker, owner.uid, owner.email, ownerIds.project, ownerIds.job, ownerIds.voice, ownerIds.generation];
  }, 600_000);

  afterAll(async () => {
    await state.close();
    await bff.stop();
  });

  it('lists the routes from the app itself, and every one is classified', () => {
    expect(routes.map((route) => route.name)).toEqual(
      expect.arrayContaining(['GET /api/health', 'GET /api/projects/:id']),
    );
    for (const route of routes) {
      expect(route.path, `${route.name} is outside /api`).toMatch(/^\/api\//);
      accessOf(route);
    }
    const listed = new Set(routes.map((route) => route.name));
    expect(
      Object.keys(ACCESS).filter((name) => !listed.has(name)),
      'ACCESS names routes the app no longer has',
    ).toEqual([]);
  });

  it('names the public routes and answers them without a token', async () => {
    const open = routes.filter((route) => accessOf(route).kind === 'public');
    expect(open.map((route) => route.name)).toEqual(['GET /api/health']);
    const tokenFree = routes.filter((route) => ['public', 'shared'].includes(accessOf(route).kind));
    expect(new Set(tokenFree.map((route) => route.name))).toEqual(TOKEN_FREE_ROUTES);
    for (const route of open) {
      expect((await send(bff.url, route.method, fillPath(route, {}), undefined)).status, route.name).toBe(200);
    }
  });

  it("answers the shared page's routes 404 without a share link's key, whatever token comes with them", async () => {
    const shared = routes.filter((route) => accessOf(route).kind === 'shared');
    expect(shared.length).toBeGreaterThanOrEqual(4);
    for (const route of shared) {
      const path = fillPath(route, pathValues(route, ownerIds));
      for (const authorization of [undefined, `Bearer ${stranger.idToken}`, `Bearer ${owner.idToken}`]) {
        const answer = await send(bff.url, route.method, path, bodyOf(accessOf(route), owner, ownerIds), authorization);
        expect.soft(answer.status, `${route.name}: ${JSON.stringify(answer.body)}`).toBe(404);
        expectNoSecret(answer, route.name);
      }
    }
    expect(await state.read(owner.uid)).toEqual(before);
  });

  describe.each([
    ['no token', () => undefined],
    ['an empty bearer', () => 'Bearer '],
    ['a token that is no JWT', () => 'Bearer not-a-token'],
    ['three segments of nothing', () => 'Bearer a.b.c'],
    ['a valid token under another scheme', () => `Token ${owner.idToken}`],
    ['two tokens', () => `Bearer ${owner.idToken} Bearer ${owner.idToken}`],
    [
      'a token of another Firebase project',
      () => `Bearer ${unsignedToken(owner.uid, owner.email, 'someone-elses-project')}`,
    ],
    [
      'an expired token',
      () => `Bearer ${unsignedToken(owner.uid, owner.email, inject('bffTest').firebaseProjectId, 7200)}`,
    ],
  ])('%s', (_caller, authorization) => {
    it('is refused with 401 on every route but the public ones', async () => {
      for (const route of routes) {
        const access = accessOf(route);
        if (access.kind === 'public' || access.kind === 'shared') continue;
        const path = fillPath(route, pathValues(route, ownerIds));
        const answer = await send(bff.url, route.method, path, bodyOf(access, owner, ownerIds), authorization());
        expect.soft(answer.status, `${route.name}: ${JSON.stringify(answer.body)}`).toBe(401);
        expect.soft(answer.body, route.name).toMatchObject({ error: 'unauthorized' });
      }
    });
  });

  it("gives another user 404 for the owner's resources, exactly as for ones that do not exist", async () => {
    for (const route of routes) {
      const access = accessOf(route);
      if (access.kind !== 'owned') continue;
      const ask = (ids: ResourceIds) =>
        send(bff.url, route.method, pathOf(route, access, ids), access.body?.(ids), `Bearer ${stranger.idToken}`);
      const theirs = await ask(ownerIds);
      const missing = await ask(randomIds());
      expect.soft(theirs.status, `${route.name}: ${JSON.stringify(theirs.body)}`).toBe(404);
      expect.soft(theirs.body, route.name).toEqual(missing.body);
      expect.soft(missing.status, route.name).toBe(404);
    }
  });

  it("gives each member of the project's publisher what its level allows, and 403 with the reason otherwise", async () => {
    for (const route of routes) {
      const access = accessOf(route);
      if (access.kind !== 'owned') continue;
      const rule = access.member;
      if (!rule) throw new Error(`${route.name}: say in ACCESS what a member of the project's publisher may do`);
      for (const level of MEMBER_LEVELS) {
        const what = `${level}: ${route.name}`;
        const ask = () =>
          send(
            bff.url,
            route.method,
            pathOf(route, access, ownerIds),
            access.body?.(ownerIds),
            `Bearer ${members[level].idToken}`,
          );
        if (rule === 'none') {
          expect.soft((await ask()).status, what).toBe(404);
        } else if (!memberMay(level, rule)) {
          const answer = await ask();
          expect.soft(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(403);
          const message = rule === 'invite' || rule === 'manage' ? ADMIN_ONLY[rule] : permissionDenied(level, rule);
          expect.soft(answer.body, what).toEqual({ error: 'forbidden', message });
        } else if (rule === 'play' && !route.path.endsWith('/events')) {
          // Reads change nothing. What members may change, and the endless event stream, are walked in
          // project/permissions.test.ts.
          const answer = await ask();
          expect.soft(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);
        }
      }
    }
    expect(await state.read(owner.uid)).toEqual(before);
  });

  it("answers another user's caller-scoped calls with their own data only", async () => {
    for (const route of routes) {
      const access = accessOf(route);
      if (access.kind !== 'caller') continue;
      const token = access.signedInSecondsAgo
        ? await tokenSignedIn(stranger, access.signedInSecondsAgo)
        : stranger.idToken;
      const answer = await send(
        bff.url,
        route.method,
        fillPath(route, {}),
        access.body?.(owner, ownerIds),
        `Bearer ${token}`,
      );
      expect.soft(answer.status, `${route.name}: ${JSON.stringify(answer.body)}`).toBe(access.status);
      expectNoSecret(answer, route.name);
    }
  });

  it("refuses another user's voice and storage keys on the caller's own project as missing", async () => {
    const asStranger = `Bearer ${stranger.idToken}`;
    const chooseVoice = (voice: string): RequestBody => ({
      form: [
        ['projectId', strangerProject],
        ['voiceModelId', voice],
        ['emotions', '[]'],
        ['flowType', 'predefined'],
      ],
    });
    const theirVoice = await send(
      bff.url,
      'POST',
      '/api/process-voice-emotion',
      chooseVoice(ownerIds.voice),
      asStranger,
    );
    const noVoice = await send(bff.url, 'POST', '/api/process-voice-emotion', chooseVoice(randomUUID()), asStranger);
    expect(theirVoice.status).toBe(404);
    expect(theirVoice.body).toEqual(noVoice.body);

    const ownKey = `projects/${strangerProject}/source/script.txt`;
    const mixed = await send(
      bff.url,
      'POST',
      '/api/audio/presigned-urls',
      { json: { s3Keys: [ownKey, ownerIds.key] } },
      asStranger,
    );
    expect(mixed.status).toBe(404);
    expectNoSecret(mixed, 'presigned-urls with a key of each');
  });

  it('lets no other caller change or delete anything of the owner', async () => {
    expect(await state.read(owner.uid)).toEqual(before);
    expect(before.objects.length).toBeGreaterThan(3);
    expect(before.voices).toHaveLength(1);
    const answer = await call(bff.url, 'GET', `/api/projects/${ownerIds.project}`, { token: owner.idToken });
    expect(answer.status).toBe(200);
    expect((answer.body as { data: Project }).data.audio_stems.musicZones).toHaveLength(1);
  });

  it('shows what the emulator allows: an unsigned token for a known uid acts as that user', async () => {
    // This is why a production start refuses the emulator; unsigned-token.test.ts checks a production verifier.
    const token = unsignedToken(owner.uid, owner.email, inject('bffTest').firebaseProjectId);
    const answer = await call(bff.url, 'GET', '/api/users/profile', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { email: owner.email } });
  });
});
