import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { everyRemoteFits, registryReads, remoteNetwork } from '../../testing/remoteRegistry.ts';
import { currentRegistry } from './registry.ts';

let answer: unknown;
const fetchMock = remoteNetwork(() => answer);

beforeEach(() => {
  answer = everyRemoteFits();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the registry', () => {
  it('is read past any cache and checked against its contract', async () => {
    await expect(currentRegistry(true)).resolves.toEqual(everyRemoteFits());
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it('is read once per page load, and again on a Retry', async () => {
    await currentRegistry(true);
    await currentRegistry();
    expect(registryReads(fetchMock)).toBe(1);
    await currentRegistry(true);
    expect(registryReads(fetchMock)).toBe(2);
  });

  it('fails on an HTTP error', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 404 }));
    await expect(currentRegistry(true)).rejects.toThrow('Could not load /remotes.json: HTTP 404');
  });

  it.each([
    ['the old map of manifests', { mf_upload: 'http://127.0.0.1:3001/mf-manifest.json' }],
    ['a remote without a live release', { remotes: { mf_upload: { earlier: [] } } }],
    [
      'a release without a version',
      { remotes: { mf_upload: { live: { manifest: 'http://x/mf-manifest.json', requires: {} }, earlier: [] } } },
    ],
    ['nothing', null],
  ])('refuses %s, saying what is wrong', async (_what, body) => {
    answer = body;
    await expect(currentRegistry(true)).rejects.toThrow('/remotes.json is not a registry of remotes');
  });
});
