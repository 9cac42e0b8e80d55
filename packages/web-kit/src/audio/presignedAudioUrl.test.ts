import { combineSlices } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApi, jsonResponse, testNetwork } from '../../testing/index.tsx';
import { createAppStore } from '../store/index.ts';
import { fetchAudioUrl } from './presignedAudioUrl.ts';

const MINUTE = 60_000;
const KEY = 'projects/p1/narration/vocal.mp3';
const signed = (key: string, url: string) => jsonResponse(200, { success: true, urls: { [key]: url } });

/** A store whose POST /api/audio/presigned-urls answers each call with the next of `answers`. */
function storeAnswering(...answers: Array<() => Response>) {
  const fetch = testNetwork({ 'POST /api/audio/presigned-urls': () => answers.shift()!() });
  const store = createAppStore(combineSlices(), { api: createTestApi(fetch) });
  const asked = () => fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { store, asked };
}

afterEach(() => vi.useRealTimers());

describe('fetchAudioUrl', () => {
  it('asks for an address once and answers it again for 50 minutes, then asks anew', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { store, asked } = storeAnswering(
      () => signed(KEY, 'https://s3.test/a?sig=1'),
      () => signed(KEY, 'https://s3.test/a?sig=2'),
    );
    expect(await store.dispatch(fetchAudioUrl(KEY)).unwrap()).toBe('https://s3.test/a?sig=1');
    vi.advanceTimersByTime(50 * MINUTE - 1);
    expect(await store.dispatch(fetchAudioUrl(KEY)).unwrap()).toBe('https://s3.test/a?sig=1');
    expect(asked()).toEqual([{ s3Keys: [KEY] }]);

    vi.advanceTimersByTime(1);
    expect(await store.dispatch(fetchAudioUrl(KEY)).unwrap()).toBe('https://s3.test/a?sig=2');
    expect(asked()).toHaveLength(2);
  });

  it('shares one request between callers asking at the same time', async () => {
    const { store, asked } = storeAnswering(() => signed(KEY, 'https://s3.test/a?sig=1'));
    const both = await Promise.all([
      store.dispatch(fetchAudioUrl(KEY)).unwrap(),
      store.dispatch(fetchAudioUrl(KEY)).unwrap(),
    ]);
    expect(both).toEqual(['https://s3.test/a?sig=1', 'https://s3.test/a?sig=1']);
    expect(asked()).toHaveLength(1);
  });

  it('forgets a failure, so the next play asks again', async () => {
    const { store, asked } = storeAnswering(
      () => jsonResponse(500, { error: 'internal', message: 'Storage is unavailable' }),
      () => signed(KEY, 'https://s3.test/a?sig=3'),
    );
    await expect(store.dispatch(fetchAudioUrl(KEY)).unwrap()).rejects.toMatchObject({
      status: 500,
      message: 'Storage is unavailable',
    });
    expect(await store.dispatch(fetchAudioUrl(KEY)).unwrap()).toBe('https://s3.test/a?sig=3');
    expect(asked()).toHaveLength(2);
  });

  it('refuses an answer without the address asked for', async () => {
    const { store } = storeAnswering(() => signed('projects/p1/other.mp3', 'https://s3.test/b'));
    await expect(store.dispatch(fetchAudioUrl(KEY)).unwrap()).rejects.toMatchObject({
      message: 'Failed to get presigned URL',
    });
  });
});
