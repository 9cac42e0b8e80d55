import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { createPresignedUrlCache } from './presignedAudioUrl.ts';

const MINUTE = 60_000;

/** An API client whose POST answers each call with the next of `answers` (a value, or an error to throw). */
function apiAnswering(...answers: unknown[]) {
  const post = vi.fn(async () => {
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { api: { post } as unknown as ApiClient, post };
}

const signed = (key: string, url: string) => ({ success: true, urls: { [key]: url } });
const KEY = 'projects/p1/narration/vocal.mp3';

describe('createPresignedUrlCache', () => {
  it('asks for an address once and answers it again for 50 minutes, then asks anew', async () => {
    let clock = 0;
    const presignedUrl = createPresignedUrlCache({ now: () => clock });
    const { api, post } = apiAnswering(signed(KEY, 'https://s3.test/a?sig=1'), signed(KEY, 'https://s3.test/a?sig=2'));

    expect(await presignedUrl(api, KEY)).toBe('https://s3.test/a?sig=1');
    clock = 50 * MINUTE - 1;
    expect(await presignedUrl(api, KEY)).toBe('https://s3.test/a?sig=1');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/audio/presigned-urls', { s3Keys: [KEY] });

    clock = 50 * MINUTE;
    expect(await presignedUrl(api, KEY)).toBe('https://s3.test/a?sig=2');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('shares one request between callers asking at the same time', async () => {
    const presignedUrl = createPresignedUrlCache();
    const { api, post } = apiAnswering(signed(KEY, 'https://s3.test/a?sig=1'));
    const both = await Promise.all([presignedUrl(api, KEY), presignedUrl(api, KEY)]);
    expect(both).toEqual(['https://s3.test/a?sig=1', 'https://s3.test/a?sig=1']);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next play asks again', async () => {
    const presignedUrl = createPresignedUrlCache();
    const { api, post } = apiAnswering(new Error('Network error'), signed(KEY, 'https://s3.test/a?sig=3'));
    await expect(presignedUrl(api, KEY)).rejects.toThrow('Network error');
    expect(await presignedUrl(api, KEY)).toBe('https://s3.test/a?sig=3');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('refuses an answer without the address asked for', async () => {
    const presignedUrl = createPresignedUrlCache();
    const { api } = apiAnswering(signed('projects/p1/other.mp3', 'https://s3.test/b'));
    await expect(presignedUrl(api, KEY)).rejects.toThrow('Failed to get presigned URL');
  });
});
