import { CONTRACTS_VERSION, type RemoteRegistry, type RemoteRelease } from '@reeltalk/contracts';
import { WEB_KIT_VERSION, type AuthUser } from '@reeltalk/web-kit';
import type * as WebKit from '@reeltalk/web-kit';
import { unverifiedAuthUser } from '@reeltalk/web-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FITS,
  NEXT_CONTRACTS,
  everyRemoteFits,
  registryReads,
  release,
  remoteNetwork,
} from '../../testing/remoteRegistry.ts';

// The federation runtime is the boundary here: what matters is which manifest the shell registers and loads from.
const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);
// The report of a refused release goes through web-kit's api, which the test answers, for the user signed in here.
const auth = vi.hoisted(() => ({ user: null as AuthUser | null }));
vi.mock('@reeltalk/web-kit', async () => ({
  ...(await (await import('../../testing/webKitMock.ts')).mockedWebKit()),
  getAuthState: () => ({ initialized: true, user: auth.user, ready: auth.user !== null }),
}));

const Step = () => null;

let registry: RemoteRegistry;
/** A release's own manifest, where it declares other ranges than the registry records. */
let manifests: Record<string, RemoteRelease['requires']>;
let network: ReturnType<typeof remoteNetwork>;

/** A new page: its own registry reading, remotes registered and releases chosen. */
let page: {
  loadRemoteComponent: typeof import('./loadRemoteComponent.ts').loadRemoteComponent;
  api: typeof WebKit.api;
};

beforeEach(async () => {
  vi.resetModules();
  registry = everyRemoteFits();
  manifests = {};
  network = remoteNetwork(() => registry, manifests);
  vi.stubGlobal('fetch', network);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  runtime.loadRemote.mockResolvedValue({ default: Step });
  const { loadRemoteComponent } = await import('./loadRemoteComponent.ts');
  const { api } = await import('@reeltalk/web-kit');
  auth.user = unverifiedAuthUser();
  vi.mocked(api.post).mockResolvedValue(undefined);
  page = { loadRemoteComponent, api };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const registeredManifests = () => runtime.registerRemotes.mock.calls.map(([remotes]) => remotes);
const refusals = () => vi.mocked(page.api.post).mock.calls;

describe('loading a remote', () => {
  it('registers the live release and loads remote/module from it when it fits the shell', async () => {
    await expect(page.loadRemoteComponent('mf_upload', './Step', 0)).resolves.toEqual({ default: Step });
    expect(registeredManifests()).toEqual([[{ name: 'mf_upload', entry: registry.remotes.mf_upload!.live.manifest }]]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_upload/Step');
    expect(refusals()).toEqual([]);
  });

  it('reads the registry and manifests once per page load: another visit loads what is registered', async () => {
    await page.loadRemoteComponent('mf_export', './Step', 0);
    await page.loadRemoteComponent('mf_export', './SharedView', 0);
    expect(network).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote.mock.calls).toEqual([['mf_export/Step'], ['mf_export/SharedView']]);
  });

  it('loads the newest earlier release that fits when the live one needs a newer contracts, and reports it', async () => {
    registry.remotes.mf_account = {
      live: release('mf_account', '1.3.0', NEXT_CONTRACTS),
      earlier: [
        release('mf_account', '1.2.0', NEXT_CONTRACTS),
        release('mf_account', '1.1.0'),
        release('mf_account', '1.0.0'),
      ],
    };
    await expect(page.loadRemoteComponent('mf_account', './Page', 0)).resolves.toEqual({ default: Step });
    expect(registeredManifests()).toEqual([
      [{ name: 'mf_account', entry: 'https://cdn.reeltalk.test/mf_account/1.1.0/mf-manifest.json' }],
    ]);
    expect(refusals()).toEqual([
      [
        '/client-events/remote-refused',
        {
          remote: 'mf_account',
          version: '1.3.0',
          requires: NEXT_CONTRACTS,
          provides: { '@reeltalk/contracts': CONTRACTS_VERSION, '@reeltalk/web-kit': WEB_KIT_VERSION },
          loaded: '1.1.0',
        },
      ],
    ]);
  });

  it('loads nothing when no release fits: the step is being updated; a Retry reads the registry again', async () => {
    registry.remotes.mf_voice = {
      live: release('mf_voice', '2.0.0', NEXT_CONTRACTS),
      earlier: [release('mf_voice', '1.9.0', NEXT_CONTRACTS)],
    };
    await expect(page.loadRemoteComponent('mf_voice', './Step', 0)).rejects.toMatchObject({
      name: 'RemoteBeingUpdated',
    });
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(refusals()).toEqual([
      [
        '/client-events/remote-refused',
        expect.objectContaining({ remote: 'mf_voice', version: '2.0.0', loaded: null }),
      ],
    ]);

    // The team releases a build that fits; Retry finds it.
    registry.remotes.mf_voice.live = release('mf_voice', '2.0.1');
    await expect(page.loadRemoteComponent('mf_voice', './Step', 1)).resolves.toEqual({ default: Step });
    expect(registryReads(network)).toBe(2);
    expect(registeredManifests()).toEqual([[{ name: 'mf_voice', entry: registry.remotes.mf_voice.live.manifest }]]);
  });

  it("goes by the manifest the runtime would load, not the registry's copy of its ranges", async () => {
    // The registry says both fit; the live build's own manifest needs the next contracts.
    registry.remotes.mf_review = {
      live: release('mf_review', '1.1.0'),
      earlier: [release('mf_review', '1.0.0')],
    };
    manifests[registry.remotes.mf_review.live.manifest] = NEXT_CONTRACTS;
    // The registry says it does not fit; its manifest says it does.
    registry.remotes.mf_library = { live: release('mf_library', '1.1.0', NEXT_CONTRACTS), earlier: [] };
    manifests[registry.remotes.mf_library.live.manifest] = FITS;

    await page.loadRemoteComponent('mf_review', './Step', 0);
    await page.loadRemoteComponent('mf_library', './Page', 0);
    expect(registeredManifests()).toEqual([
      [{ name: 'mf_review', entry: registry.remotes.mf_review.earlier[0]!.manifest }],
      [{ name: 'mf_library', entry: registry.remotes.mf_library.live.manifest }],
    ]);
    expect(refusals()).toEqual([
      [
        '/client-events/remote-refused',
        expect.objectContaining({ remote: 'mf_review', requires: NEXT_CONTRACTS, loaded: '1.0.0' }),
      ],
    ]);
  });

  it('does not report to the bff when nobody is signed in (the shared page)', async () => {
    auth.user = null;
    registry.remotes.mf_export = {
      live: release('mf_export', '1.1.0', NEXT_CONTRACTS),
      earlier: [release('mf_export', '1.0.0')],
    };
    await page.loadRemoteComponent('mf_export', './SharedView', 0);
    expect(registeredManifests()).toEqual([
      [{ name: 'mf_export', entry: registry.remotes.mf_export.earlier[0]!.manifest }],
    ]);
    expect(refusals()).toEqual([]);
  });

  it('re-registers the remote with force before a retry, so the runtime forgets a failed load', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('Failed to fetch remoteEntry.js'));
    await expect(page.loadRemoteComponent('mf_review', './Step', 0)).rejects.toThrow('Failed to fetch');
    await page.loadRemoteComponent('mf_review', './Step', 1);
    const entry = registry.remotes.mf_review!.live.manifest;
    expect(runtime.registerRemotes.mock.calls).toEqual([
      [[{ name: 'mf_review', entry }], { force: false }],
      [[{ name: 'mf_review', entry }], { force: true }],
    ]);
    expect(registryReads(network)).toBe(2);
  });

  it('fails when the remote exposes no component there', async () => {
    runtime.loadRemote.mockResolvedValueOnce(null);
    await expect(page.loadRemoteComponent('mf_library', './Page', 0)).rejects.toThrow(
      'mf_library did not provide a component as ./Page',
    );
  });

  it('says so when the remote is not in the registry', async () => {
    delete registry.remotes.mf_upload;
    await expect(page.loadRemoteComponent('mf_upload', './Step', 0)).rejects.toThrow(
      'Remote "mf_upload" is not in /remotes.json',
    );
  });
});
