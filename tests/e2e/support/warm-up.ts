import { callApi, createUser } from './accounts.ts';

/**
 * Playwright's global setup, once the stack answers: starts the making of the stock soundtracks, which the
 * media-service composes the first time anyone lists soundtracks (ten seconds or so of work in a fresh data folder,
 * even at STOCK_MUSIC_SECONDS). Nothing waits for it: the first tests need no music and run meanwhile, and a test
 * that lists soundtracks before it is done shares the same run.
 */
export default async function warmUp(): Promise<void> {
  const user = await createUser({ fullName: 'Stock Soundtracks' });
  void callApi(user.idToken, 'GET', '/soundtracks').catch((error: unknown) => {
    console.warn(`warming up the stock soundtracks failed (the first test to list them makes them): ${error}`);
  });
}
