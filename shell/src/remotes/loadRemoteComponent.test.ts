import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { jsonResponse } from '@reeltalk/web-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteComponent } from './loadRemoteComponent.ts';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));

const Step = () => null;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('loadRemoteComponent', () => {
  it('loads remote/module from the registered remotes on the first attempt', async () => {
    vi.mocked(loadRemote).mockResolvedValueOnce({ default: Step });
    await expect(loadRemoteComponent('mf_upload', './Step', 0)).resolves.toEqual({ default: Step });
    expect(loadRemote).toHaveBeenCalledWith('mf_upload/Step');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('re-registers the remote from a fresh registry before a retry', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { mf_review: 'http://127.0.0.1:3002/mf-manifest.json' }));
    vi.stubGlobal('fetch', fetch);
    vi.mocked(loadRemote).mockResolvedValueOnce({ default: Step });
    await loadRemoteComponent('mf_review', './Step', 1);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_review', entry: 'http://127.0.0.1:3002/mf-manifest.json' }],
      {
        force: true,
      },
    );
    expect(vi.mocked(registerRemotes).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(loadRemote).mock.invocationCallOrder[0]!,
    );
  });

  it('fails when the remote exposes no component there', async () => {
    vi.mocked(loadRemote).mockResolvedValueOnce(null);
    await expect(loadRemoteComponent('mf_library', './Page', 0)).rejects.toThrow(
      'mf_library did not provide a component as ./Page',
    );
  });
});
