import {
  audiobookFormatStartSchema,
  assignPublisherSchema,
  createProjectSchema,
  createPublisherSchema,
  downloadRequestSchema,
  invitationSchema,
  memberPermissionSchema,
  musicGenerationSchema,
  musicZoneVolumeSchema,
  newMemberCommentSchema,
  newShareCommentSchema,
  sharedAudioRequestSchema,
  shareRequestSchema,
  narrateAudioSchema,
  newMusicZoneSchema,
  presignedUrlSchema,
  presignedUrlsSchema,
  profileUpdateSchema,
  pronunciationInputSchema,
  regenerateUnitSchema,
  remoteRefusedEventSchema,
  saveScriptSchema,
  signupRequestSchema,
  updateProjectSchema,
} from '@reeltalk/contracts';
import { fuzzRuns } from '@reeltalk/stack';
import fc from 'fast-check';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { apiRoutes, fillPath, type ApiRoute } from '../../testing/security/api-routes.ts';
import { everyHostileJsonKind, hostileJsonBody, type HostileBody } from '../../testing/security/hostile-json.ts';
import { expectNoHarm, prototypeSnapshot } from '../../testing/security/invariants.ts';
import { userWithProject, type UserFixture } from '../../testing/security/user-fixture.ts';

/** Fixed, so a failure reproduces; fast-check prints the counterexample and the path to replay it. */
const SEED = 8_2026_11_23;
/** Random bodies after the one of every kind that each route gets first. */
const RANDOM_RUNS = 3;

/** The user's own things a body can name. */
type Own = Pick<UserFixture, 'user' | 'project'>;

/** How a route that can carry a body reads it. A route missing here fails the test: say which it is. */
type BodyKind =
  | { kind: 'json'; schema: z.ZodObject; valid: (own: Own) => Record<string, unknown> }
  | { kind: 'multipart'; fuzzedIn: string }
  | { kind: 'none'; reason: string };

const BODIES: Record<string, BodyKind> = {
  'POST /api/users/signup': {
    kind: 'json',
    schema: signupRequestSchema,
    valid: ({ user }) => ({
      fullName: 'Fuzz Person',
      email: user.email,
      password: 'Secret#123',
      firebase_uid: user.uid,
    }),
  },
  'POST /api/projects': {
    kind: 'json',
    schema: createProjectSchema,
    valid: () => ({
      name: 'Fuzzed',
      fullName: 'A. Writer',
      description: 'About a book',
      status: 0,
      genres: ['Drama'],
      videoInfo: { video_title_caption: 'Title' },
    }),
  },
  'PATCH /api/projects/:id': {
    kind: 'json',
    schema: updateProjectSchema,
    valid: () => ({
      name: 'Renamed',
      genres: ['Mystery'],
      emotions: ['Joyful'],
      settings: { speed: 1 },
      voice_model_id: null,
      'videoInfo.cover_art': null,
      lastModified: new Date(0).toISOString(),
    }),
  },
  'POST /api/narrate-audio': {
    kind: 'json',
    schema: narrateAudioSchema,
    valid: ({ project }) => ({ projectId: project, vocalType: 'default' }),
  },
  'POST /api/audio/presigned-url': {
    kind: 'json',
    schema: presignedUrlSchema,
    valid: ({ project }) => ({ s3Key: `projects/${project}/source/script.txt` }),
  },
  'POST /api/audio/presigned-urls': {
    kind: 'json',
    schema: presignedUrlsSchema,
    valid: ({ project }) => ({ s3Keys: [`projects/${project}/source/script.txt`] }),
  },
  'POST /api/audio/download-url': {
    kind: 'json',
    schema: downloadRequestSchema,
    valid: ({ project }) => ({ s3Key: `projects/${project}/source/script.txt` }),
  },
  'POST /api/projects/:id/audiobook-formats/:format': {
    kind: 'json',
    schema: audiobookFormatStartSchema,
    valid: () => ({ stereo: true, retailSample: { start: 0, end: 2 } }),
  },
  'POST /api/projects/:id/mix-audio': {
    kind: 'none',
    reason: 'takes no options (a body other than {} is refused): everything it mixes comes from the project',
  },
  'POST /api/music/generate': {
    kind: 'json',
    schema: musicGenerationSchema,
    valid: ({ project }) => ({
      projectId: project,
      duration: 15,
      prompt_description: 'calm piano',
      track_name: 'Fuzz',
    }),
  },
  'POST /api/projects/:id/music-zones': {
    kind: 'json',
    schema: newMusicZoneSchema,
    valid: () => ({ soundtrackId: 'calm', start_time: 0, end_time: 5 }),
  },
  'PATCH /api/projects/:id/music-zones/:index': {
    kind: 'json',
    schema: musicZoneVolumeSchema,
    valid: () => ({ volume: 0.5 }),
  },
  'DELETE /api/projects/:id/music-zones/:index': {
    kind: 'none',
    reason: 'deletes the zone at the index in its path and reads no body',
  },
  'POST /api/projects/:id/share': {
    kind: 'json',
    schema: shareRequestSchema,
    valid: () => ({ recipients: ['listener@reeltalk.dev'], message: 'Have a listen', feedback: true }),
  },
  'DELETE /api/projects/:id/share/:shareId': {
    kind: 'none',
    reason: 'revokes the link named in its path and reads no body',
  },
  'POST /api/projects/:id/comments': {
    kind: 'json',
    schema: newMemberCommentSchema,
    valid: () => ({ atSeconds: 0, text: 'Lovely' }),
  },
  'POST /api/projects/:id/share-view/comments': {
    kind: 'json',
    schema: newShareCommentSchema,
    valid: () => ({ atSeconds: 12.5, name: 'A listener', text: 'Lovely' }),
  },
  'POST /api/audio/presigned-url-share': {
    kind: 'json',
    schema: sharedAudioRequestSchema,
    valid: ({ project, user }) => ({
      s3Key: `projects/${project}/source/script.txt`,
      projectId: project,
      ownerUserId: user.uid,
    }),
  },
  'PATCH /api/users/profile': {
    kind: 'json',
    schema: profileUpdateSchema,
    valid: () => ({ fullName: 'Fuzz Person' }),
  },
  'POST /api/users/avatar': { kind: 'multipart', fuzzedIn: 'multipart-fuzz.test.ts' },
  'POST /api/projects/:id/cover': { kind: 'multipart', fuzzedIn: 'multipart-fuzz.test.ts' },
  'POST /api/projects/:id/generate-waveform-video': {
    kind: 'none',
    reason: 'renders the mix, cover and title of the project in its path and reads no body',
  },
  'DELETE /api/users/me': { kind: 'none', reason: "deletes the caller's own account and reads no body" },
  'POST /api/users/me/export': { kind: 'none', reason: "starts a ZIP of the caller's own data and reads no body" },
  'POST /api/projects/:id/duplicate': { kind: 'none', reason: 'copies the project in its path and reads no body' },
  'PUT /api/projects/:id/publisher': {
    kind: 'json',
    schema: assignPublisherSchema,
    valid: () => ({ publisherId: null }),
  },
  'POST /api/publishers': {
    kind: 'json',
    schema: createPublisherSchema,
    valid: () => ({ name: 'Fuzz Press', plan: 'free' }),
  },
  'POST /api/publishers/:publisherId/invitations': {
    kind: 'json',
    schema: invitationSchema,
    valid: () => ({ email: 'member@reeltalk.dev', permission: 'viewer' }),
  },
  'POST /api/publishers/invitations/:invitationId/accept': {
    kind: 'none',
    reason: 'accepts the invitation in its path and reads no body',
  },
  'POST /api/publishers/invitations/:invitationId/decline': {
    kind: 'none',
    reason: 'declines the invitation in its path and reads no body',
  },
  'PUT /api/publishers/:publisherId/members/:userId': {
    kind: 'json',
    schema: memberPermissionSchema,
    valid: () => ({ permission: 'viewer' }),
  },
  'DELETE /api/publishers/:publisherId/members/:userId': {
    kind: 'none',
    reason: 'removes the member in its path and reads no body',
  },
  'DELETE /api/publishers/:publisherId/invitations/:invitationId': {
    kind: 'none',
    reason: 'revokes the invitation in its path and reads no body',
  },
  'POST /api/upload': { kind: 'multipart', fuzzedIn: 'multipart-fuzz.test.ts' },
  'POST /api/process-voice-emotion': { kind: 'multipart', fuzzedIn: 'multipart-fuzz.test.ts' },
  'DELETE /api/projects/:id': { kind: 'none', reason: 'deletes by the id in its path and reads no body' },
  'POST /api/projects/:id/extract-text': { kind: 'none', reason: 'extracts the stored script and reads no body' },
  'POST /api/pronunciations': {
    kind: 'json',
    schema: pronunciationInputSchema,
    valid: ({ project }) => ({ scope: 'project', projectId: project, term: 'Fuzz', respelling: 'fuzz' }),
  },
  'PUT /api/pronunciations/:pronunciationId': {
    kind: 'json',
    schema: pronunciationInputSchema,
    valid: ({ project }) => ({ scope: 'user', projectId: project, term: 'Fuzz', ipa: 'fʌz' }),
  },
  'DELETE /api/pronunciations/:pronunciationId': {
    kind: 'none',
    reason: 'deletes the entry in its path; the project to narrate again comes in its query',
  },
  'PUT /api/projects/:id/script': {
    kind: 'json',
    schema: saveScriptSchema,
    valid: () => ({
      baseVersionId: '00000000-0000-4000-8000-000000000000',
      units: [
        { chapter: null, heading: true, text: 'A Title' },
        { chapter: 0, heading: false, text: 'A paragraph.', take: 1 },
      ],
    }),
  },
  'POST /api/projects/:id/script/regenerate': {
    kind: 'json',
    schema: regenerateUnitSchema,
    valid: () => ({ baseVersionId: '00000000-0000-4000-8000-000000000000', unitIndex: 0 }),
  },
  'POST /api/projects/:id/script-versions/:versionId/restore': {
    kind: 'none',
    reason: 'restores the version named in its path and reads no body',
  },
  'POST /api/client-events/remote-refused': {
    kind: 'json',
    schema: remoteRefusedEventSchema,
    valid: () => ({
      remote: 'mf_voice',
      version: '2.0.0',
      requires: { '@reeltalk/contracts': '^2.0.0' },
      provides: { '@reeltalk/contracts': '1.0.0', '@reeltalk/web-kit': '1.0.0' },
      loaded: null,
    }),
  },
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('hostile JSON bodies on every route that reads one', () => {
  const own = userWithProject();
  const bodyRoutes = () => apiRoutes(own.bff.app).filter((route) => BODY_METHODS.has(route.method));

  it('knows how every route that can carry a body reads it', () => {
    const routes = bodyRoutes();
    expect(routes.length).toBeGreaterThan(5);
    const unknown = routes.map((route) => route.name).filter((name) => !BODIES[name]);
    expect(
      unknown,
      'classify these in BODIES of bff/src/security/body-fuzz.test.ts (json with its schema, multipart or none)',
    ).toEqual([]);
    const listed = new Set(routes.map((route) => route.name));
    expect(
      Object.keys(BODIES).filter((name) => !listed.has(name)),
      'BODIES names routes the app no longer has',
    ).toEqual([]);
  });

  const jsonRoutes = Object.entries(BODIES).flatMap(([name, body]) =>
    body.kind === 'json' ? [{ name, ...body }] : [],
  );

  it.each(jsonRoutes)(
    '$name: never a 500, a typed error for what it refuses, and nothing changed by a refused body',
    async ({ name, schema, valid }) => {
      const route = bodyRoutes().find((candidate) => candidate.name === name) as ApiRoute;
      // A publisher (its member, a pronunciation or a music zone) of nobody's: the body is parsed before it is looked up,
      // and a valid one changes nothing.
      const nobodys = '00000000-0000-4000-8000-000000000000';
      const path = fillPath(route, {
        id: own.project,
        publisherId: nobodys,
        pronunciationId: nobodys,
        userId: nobodys,
        index: '0',
        // The one format that takes options.
        format: 'acx',
      });
      const send = async ({ contentType, body }: HostileBody) => {
        const response = await fetch(`${own.bff.url}${path}`, {
          method: route.method,
          headers: { Authorization: `Bearer ${own.user.idToken}`, ...(contentType && { 'Content-Type': contentType }) },
          body,
        });
        return { status: response.status, text: await response.text() };
      };
      const prototypes = prototypeSnapshot();
      const keys = Object.keys(schema.shape);
      const everyKind = everyHostileJsonKind(keys, valid(own), SEED);
      await fc.assert(
        fc.asyncProperty(hostileJsonBody(keys, valid(own)), async (body) => {
          const before = await own.state();
          const answer = await send(body);
          expectNoHarm(answer, before, await own.state(), prototypes);
        }),
        {
          seed: SEED,
          numRuns: fuzzRuns(everyKind.length + RANDOM_RUNS, 120),
          examples: everyKind.map((body) => [body]),
        },
      );
    },
    600_000,
  );
});

/** A NUL, a lone surrogate and another control character: no JSON string or query parameter may hold one. */
const REFUSED_CHARACTERS = [
  ['a NUL', 'a\u0000b'],
  ['a lone surrogate', 'a\ud800b'],
  ['a bell', 'a\u0007b'],
] as const;

/** Every leaf of a JSON value with its path as the refusal names it (`units.1.text`). */
function leavesOf(value: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null) return [path];
  return Object.entries(value).flatMap(([key, child]) => leavesOf(child, path ? `${path}.${key}` : key));
}

/** The body with the leaf at `path` swapped for `text`. */
function withLeaf(value: unknown, path: string[], text: string): unknown {
  if (path.length === 0) return text;
  const [key, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[key] = withLeaf(copy[key], rest, text);
  return copy;
}

/** The query parameters each route reads; every route also gets one it does not know. */
const QUERY_PARAMETERS: Record<string, string[]> = {
  'GET /api/projects': ['status', 'genres', 'q', 'limit', 'cursor'],
  'GET /api/voice-models': ['projectId'],
  'GET /api/pronunciations': ['projectId'],
  'GET /api/pronunciations/preview': ['projectId', 'term', 'respelling'],
  'DELETE /api/pronunciations/:pronunciationId': ['projectId'],
};

describe('refused characters in every JSON string, query parameter and path id', () => {
  const own = userWithProject();
  const nobodys = '00000000-0000-4000-8000-000000000000';
  const routeNamed = (name: string) => apiRoutes(own.bff.app).find((route) => route.name === name) as ApiRoute;
  const pathOf = (route: ApiRoute, values: Record<string, string> = {}) =>
    fillPath(route, {
      ...Object.fromEntries(route.params.map((param) => [param, nobodys])),
      id: own.project,
      ...values,
    });
  const ask = async (method: string, path: string, json?: unknown) => {
    const response = await fetch(`${own.bff.url}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${own.user.idToken}`,
        ...(json !== undefined && { 'Content-Type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: response.status, text: await response.text() };
  };
  const refusal = (field: string) => ({
    error: 'bad_request',
    message: `${field} contains a character that is not allowed`,
    fields: { [field]: `${field} contains a character that is not allowed` },
  });

  const jsonRoutes = Object.entries(BODIES).flatMap(([name, body]) =>
    body.kind === 'json' ? [{ name, valid: body.valid }] : [],
  );

  it.each(jsonRoutes)('$name: each field holding one is refused with a 400 naming it', async ({ name, valid }) => {
    const route = routeNamed(name);
    const body = valid(own);
    const before = await own.state();
    for (const leaf of leavesOf(body)) {
      for (const [what, text] of REFUSED_CHARACTERS) {
        const answer = await ask(route.method, pathOf(route), withLeaf(body, leaf.split('.'), text));
        expect.soft(answer.status, `${leaf} with ${what}: ${answer.text}`).toBe(400);
        expect.soft(JSON.parse(answer.text), `${leaf} with ${what}`).toEqual(refusal(leaf));
      }
    }
    expect(await own.state()).toEqual(before);
  });

  // A URL cannot carry a lone surrogate (percent-decoded broken UTF-8 is U+FFFD): DEL stands in for it.
  const QUERY_REFUSED = [...REFUSED_CHARACTERS.filter(([what]) => what !== 'a lone surrogate'), ['a DEL', 'a\u007fb']];

  it('refuses one in any query parameter of any route with a 400 naming it, before anything is done', async () => {
    const before = await own.state();
    for (const route of apiRoutes(own.bff.app)) {
      for (const parameter of [...(QUERY_PARAMETERS[route.name] ?? []), 'probe']) {
        for (const [what, text] of QUERY_REFUSED) {
          const answer = await ask(route.method, `${pathOf(route)}?${parameter}=${encodeURIComponent(text)}`);
          const named = `${route.name} ?${parameter} with ${what}`;
          expect.soft(answer.status, `${named}: ${answer.text}`).toBe(400);
          expect.soft(JSON.parse(answer.text), named).toEqual(refusal(parameter));
        }
      }
    }
    expect(await own.state()).toEqual(before);
  }, 300_000);

  it('answers a malformed id or one holding a NUL in any path parameter with a 4xx, never a 500', async () => {
    const before = await own.state();
    for (const route of apiRoutes(own.bff.app).filter((candidate) => candidate.params.length > 0)) {
      for (const param of route.params) {
        for (const value of ['not-a-uuid', '\u0000', `${nobodys}\u0000`]) {
          const answer = await ask(route.method, pathOf(route, { [param]: value }));
          expect
            .soft(answer.status, `${route.name} :${param}=${JSON.stringify(value)}: ${answer.text}`)
            .toBeGreaterThanOrEqual(400);
          expect
            .soft(answer.status, `${route.name} :${param}=${JSON.stringify(value)}: ${answer.text}`)
            .toBeLessThan(500);
        }
      }
    }
    expect(await own.state()).toEqual(before);
  }, 300_000);
});
