import {
  CONTRACTS_VERSION,
  REMOTE_NAMES,
  type RemoteName,
  type RemoteRegistry,
  type RemoteRelease,
} from '@reeltalk/contracts';
import { WEB_KIT_VERSION } from '@reeltalk/web-kit';
import { jsonResponse } from '@reeltalk/web-kit/testing';
import { vi } from 'vitest';

type Requires = RemoteRelease['requires'];

/** What a remote built against this shell's own packages declares. */
export const FITS: Requires = {
  '@reeltalk/contracts': `^${CONTRACTS_VERSION}`,
  '@reeltalk/web-kit': `^${WEB_KIT_VERSION}`,
};

/** What a remote built against the next major of contracts declares: this shell does not provide it. */
export const NEXT_CONTRACTS: Requires = {
  ...FITS,
  '@reeltalk/contracts': `^${Number(CONTRACTS_VERSION.split('.')[0]) + 1}.0.0`,
};

/** A release of `remote`, its manifest at an address of its own. */
export function release(remote: RemoteName, version: string, requires: Requires = FITS): RemoteRelease {
  return { version, manifest: `https://cdn.reeltalk.test/${remote}/${version}/mf-manifest.json`, requires };
}

/** A built remote's mf-manifest.json as far as the shell reads it: the shared packages and their ranges. */
export function manifestOf(requires: Requires) {
  const shared = Object.entries(requires).map(([name, requiredVersion]) => ({ name, requiredVersion }));
  return {
    id: 'mf_test',
    name: 'mf_test',
    shared: [...shared, { name: 'react', requiredVersion: '^19.3.0' }].map((one) => ({
      ...one,
      id: `mf_test:${one.name}`,
      version: '',
      singleton: true,
    })),
  };
}

/** Every remote live at 1.0.0, built against this shell's packages. */
export function everyRemoteFits(): RemoteRegistry {
  return {
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, { live: release(name, '1.0.0'), earlier: [] }])),
  };
}

/**
 * The network the shell finds remotes on: /remotes.json answers what `registry()` holds at that moment, and each
 * release's manifest declares the ranges the registry records for it unless `manifests` (by address) says otherwise.
 */
export function remoteNetwork(registry: () => unknown, manifests: Record<string, Requires> = {}) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === '/remotes.json') return jsonResponse(200, registry());
    const { remotes } = registry() as RemoteRegistry;
    const known = Object.values(remotes)
      .flatMap(({ live, earlier }) => [live, ...earlier])
      .find(({ manifest }) => manifest === url);
    if (!known) throw new Error(`Unexpected request ${url}`);
    return jsonResponse(200, manifestOf(manifests[url] ?? known.requires));
  });
}

/** How often the page read /remotes.json. */
export const registryReads = (fetch: ReturnType<typeof remoteNetwork>): number =>
  fetch.mock.calls.filter(([input]) => String(input) === '/remotes.json').length;
