import { registerRemotes } from '@module-federation/enhanced/runtime';
import { jsonResponse } from '@reeltalk/web-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchRegistry, registerRegistry, reregisterRemote } from './registry.ts';

// The federation runtime is the boundary here: what matters is what the shell registers with it.
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));

const registry = {
  mf_upload: 'http://127.0.0.1:3001/mf-manifest.json',
  mf_library: 'http://127.0.0.1:3006/mf-manifest.json',
};
const fetchMock = vi.fn<typeof globalThis.fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('fetchRegistry', () => {
  it('reads /remotes.json past any cache', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, registry));
    await expect(fetchRegistry()).resolves.toEqual(registry);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it('fails on an HTTP error', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, {}));
    await expect(fetchRegistry()).rejects.toThrow('Could not load /remotes.json: HTTP 404');
  });

  it.each([[['http://x/mf-manifest.json']], [{ mf_upload: 3001 }], [{ mf_upload: '' }], [null]])(
    'refuses a registry shaped like %j',
    async (body) => {
      fetchMock.mockResolvedValueOnce(jsonResponse(200, body));
      await expect(fetchRegistry()).rejects.toThrow('/remotes.json');
    },
  );
});

describe('registering', () => {
  it('registers every remote by name with its manifest as entry', () => {
    registerRegistry(registry);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_upload', entry: 'http://127.0.0.1:3001/mf-manifest.json' },
      { name: 'mf_library', entry: 'http://127.0.0.1:3006/mf-manifest.json' },
    ]);
  });

  it('re-registers one remote with force from a fresh registry', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { ...registry, mf_upload: 'http://127.0.0.1:3101/mf-manifest.json' }),
    );
    await reregisterRemote('mf_upload');
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_upload', entry: 'http://127.0.0.1:3101/mf-manifest.json' }],
      {
        force: true,
      },
    );
  });

  it('says so when the remote left the registry', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { mf_library: registry.mf_library }));
    await expect(reregisterRemote('mf_upload')).rejects.toThrow('Remote "mf_upload" is not in /remotes.json');
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
