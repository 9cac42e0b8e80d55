import { apiErrorSchema, userProfileSchema, validateSignupForm } from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInWithGoogle, signUpUser, startTestApp } from '../../testing/harness.ts';

describe('users', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    bff = await startTestApp();
  });
  afterAll(() => bff.stop());

  describe('POST /api/users/signup', () => {
    it('stores the signed-up person and answers their profile', async () => {
      const user = await signUpUser();
      const answer = await call(bff.url, 'POST', '/api/users/signup', {
        token: user.idToken,
        json: { fullName: 'Ada Lovelace', email: user.email, password: 'Secret#123', firebase_uid: user.uid },
      });
      expect(answer.status).toBe(201);
      const profile = {
        fullName: 'Ada Lovelace',
        avatar: null,
        email: user.email,
        username: user.email,
        auth_type: 'emailpassword',
      };
      expect(answer.body).toEqual({ success: true, data: profile });

      const read = await call(bff.url, 'GET', '/api/users/profile', { token: user.idToken });
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ success: true, data: profile });
    });

    // The same inputs the browser's signup form checks, with the same texts word for word.
    it.each([
      ['fullName', { fullName: 'Ada' }, 'Full name must be at least 4 characters'],
      ['fullName', { fullName: 'Ada  Lovelace' }, 'Full name must contain at least 2 words with only letters'],
      ['fullName', { fullName: '' }, 'Full name is required'],
      ['email', { email: 'ada.example' }, 'Please enter a valid email address'],
      ['email', { email: 'ada@example.com' }, 'Please enter a real email address'],
      ['password', { password: 'secret#123' }, 'Password must contain at least 1 uppercase letter'],
      ['password', { password: '' }, 'Password is required'],
    ] as const)('refuses a bad %s %j with the browser message', async (field, change, specText) => {
      const user = await signUpUser();
      const body = {
        fullName: 'Ada Lovelace',
        email: user.email,
        password: 'Secret#123',
        firebase_uid: user.uid,
        ...change,
      };
      const answer = await call(bff.url, 'POST', '/api/users/signup', { token: user.idToken, json: body });
      const browserMessage = validateSignupForm({ ...body, confirmPassword: body.password })[field];
      expect(browserMessage).toBe(specText);
      expect(answer.status).toBe(400);
      const error = apiErrorSchema.parse(answer.body);
      expect(error).toEqual({ error: 'bad_request', message: browserMessage, fields: { [field]: browserMessage } });
    });

    it("refuses a firebase_uid that is not the caller's", async () => {
      const [user, other] = await Promise.all([signUpUser(), signUpUser()]);
      const answer = await call(bff.url, 'POST', '/api/users/signup', {
        token: user.idToken,
        json: { fullName: 'Ada Lovelace', email: user.email, password: 'Secret#123', firebase_uid: other.uid },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: 'forbidden' });
    });

    it("refuses an e-mail address that is not the caller's", async () => {
      const user = await signUpUser();
      const answer = await call(bff.url, 'POST', '/api/users/signup', {
        token: user.idToken,
        json: {
          fullName: 'Ada Lovelace',
          email: 'someone.else@reeltalk.dev',
          password: 'Secret#123',
          firebase_uid: user.uid,
        },
      });
      expect(answer.status).toBe(403);
    });

    it('refuses unknown fields, malformed JSON and bodies that are not JSON', async () => {
      const user = await signUpUser();
      const valid = { fullName: 'Ada Lovelace', email: user.email, password: 'Secret#123', firebase_uid: user.uid };
      const extra = await call(bff.url, 'POST', '/api/users/signup', {
        token: user.idToken,
        json: { ...valid, role: 'admin' },
      });
      expect(extra.status).toBe(400);
      expect(extra.body).toMatchObject({ error: 'bad_request', message: 'Unknown field: role' });

      const malformed = await call(bff.url, 'POST', '/api/users/signup', {
        token: user.idToken,
        rawBody: '{"fullName": "Ada',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ error: 'bad_request', message: 'The request body is not valid JSON.' });

      const text = await call(bff.url, 'POST', '/api/users/signup', {
        token: user.idToken,
        rawBody: JSON.stringify(valid),
        headers: { 'Content-Type': 'text/plain' },
      });
      expect(text.status).toBe(415);
      expect(text.body).toMatchObject({ error: 'unsupported_media_type' });
    });
  });

  describe('PATCH /api/users/profile', () => {
    it('changes the full name, trimmed, and the profile shows it from then on', async () => {
      const user = await signUpUser();
      const answer = await call(bff.url, 'PATCH', '/api/users/profile', {
        token: user.idToken,
        json: { fullName: '  Ada King Lovelace ' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, data: { fullName: 'Ada King Lovelace', email: user.email } });
      const read = await call(bff.url, 'GET', '/api/users/profile', { token: user.idToken });
      expect(read.body).toMatchObject({ data: { fullName: 'Ada King Lovelace' } });
    });

    // The sign-up form's full-name rules, with its texts word for word; the stored name stays as it was.
    it.each([
      [{ fullName: '' }, 'Full name is required'],
      [{ fullName: 'Al' }, 'Full name must be at least 4 characters'],
      [{ fullName: 'Madonna' }, 'Full name must contain at least 2 words with only letters'],
      [{ fullName: 'R2 D2 Unit' }, 'Full name must contain at least 2 words with only letters'],
      [{ fullName: 'Ada  Lovelace' }, 'Full name must contain at least 2 words with only letters'],
      [{}, 'Full name is required'],
    ])('refuses %j with the form message and changes nothing', async (json, message) => {
      const user = await signInWithGoogle('Grace Hopper');
      const answer = await call(bff.url, 'PATCH', '/api/users/profile', { token: user.idToken, json });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'bad_request', message });
      const read = await call(bff.url, 'GET', '/api/users/profile', { token: user.idToken });
      expect(read.body).toMatchObject({ data: { fullName: 'Grace Hopper' } });
    });

    it('refuses any other field: the e-mail address and the avatar are not changed here', async () => {
      const user = await signUpUser();
      const answer = await call(bff.url, 'PATCH', '/api/users/profile', {
        token: user.idToken,
        json: { fullName: 'Ada Lovelace', email: 'someone@reeltalk.dev' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: 'Unknown field: email' });
    });
  });

  describe('GET /api/users/profile', () => {
    it('gives a password user their e-mail as username and auth_type emailpassword', async () => {
      const user = await signUpUser();
      const answer = await call(bff.url, 'GET', '/api/users/profile', { token: user.idToken });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        data: { fullName: '', avatar: null, email: user.email, username: user.email, auth_type: 'emailpassword' },
      });
    });

    it('gives an SSO user who never signed up a profile from their token', async () => {
      const user = await signInWithGoogle('Grace Hopper');
      const answer = await call(bff.url, 'GET', '/api/users/profile', { token: user.idToken });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        data: userProfileSchema.parse({
          fullName: 'Grace Hopper',
          avatar: null,
          email: user.email,
          username: user.email,
          auth_type: 'sso',
        }),
      });
    });
  });

  describe('the name a token brings (signed up at Firebase, never through the sign-up route)', () => {
    it.each([
      ['line breaks', 'Grace\r\nHopper', 'Grace Hopper'],
      ['a text-direction override', '\u202eGrace Hopper', 'Grace Hopper'],
      ['a bell', 'Grace Hopper\u0007', 'Grace Hopper'],
      ['a NUL', 'Grace\u0000 Hopper', 'Grace Hopper'],
      ['markup', '<script>alert(1)</script>', ''],
      ['6,015 characters', `Grace ${'Hopper '.repeat(858)}`, ''],
    ])('is kept as the sign-up form would take it: %s', async (_what, displayName, stored) => {
      const user = await signUpUser({ displayName });
      const profile = await call(bff.url, 'GET', '/api/users/profile', { token: user.idToken });
      expect(profile.status, JSON.stringify(profile.body)).toBe(200);
      expect(profile.body).toMatchObject({ data: { fullName: stored } });
      // And every other call of the account works: the name never reaches the database as it came.
      const project = await call(bff.url, 'POST', '/api/projects', { token: user.idToken, json: { name: 'Mine' } });
      expect(project.status, JSON.stringify(project.body)).toBe(201);
      expect(project.body).toMatchObject({ data: { userId: { fullName: stored } } });
      const library = await call(bff.url, 'GET', '/api/projects', { token: user.idToken });
      expect(library.status).toBe(200);
    });
  });
});
