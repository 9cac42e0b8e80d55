import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from '@playwright/test';
import type { BenchStack } from './measurement.ts';

export interface BenchUser {
  email: string;
  password: string;
  idToken: string;
}

async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A new account in the stack's Firebase Auth emulator, registered with the bff as the sign-up page would. */
export async function createUser(stack: BenchStack): Promise<BenchUser> {
  const { config } = stack;
  const emulator = `http://${config.host}:${config.ports.authEmulator}`;
  const email = `bench-${randomUUID()}@reeltalk.dev`;
  const password = 'Bench#12345';
  const account = await postJson<{ localId: string; idToken: string }>(
    `${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${config.firebaseApiKey}`,
    { email, password, returnSecureToken: true },
  );
  await postJson(
    `${stack.url}/api/users/signup`,
    { fullName: 'Bench Mark', email, password, firebase_uid: account.localId },
    account.idToken,
  );
  return { email, password, idToken: account.idToken };
}

export async function createProject(stack: BenchStack, user: BenchUser): Promise<string> {
  const answer = await postJson<{ data: { _id: string } }>(
    `${stack.url}/api/projects`,
    { name: 'Benchmark book' },
    user.idToken,
  );
  return answer.data._id;
}

/** A browser context signed in as `user` through the sign-in page, as a creator signs in. */
export async function signedIn(browser: Browser, stack: BenchStack, user: BenchUser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: stack.url });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByTestId('login-email').fill(user.email);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/app');
  await page.close();
  return context;
}
