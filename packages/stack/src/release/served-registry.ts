import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteRegistry, RemoteRelease } from '@reeltalk/contracts';
import { frontEndOrigin, remotes, repoRoot, type RemoteName, type StackConfig } from '../config.ts';
import { packageVersion } from './build-release.ts';
import { MANIFEST_FILE, requiresOf } from './manifest.ts';
import type { ReleaseRecord } from './record.ts';
import { liveChain, liveVersionOf, ReleaseRegistry } from './registry.ts';
import type { ReleaseStore } from './store.ts';

/** What the shell's registry is built from: the settings, the release store, and each remote's latest build. */
export interface RegistrySource {
  config: StackConfig;
  store: ReleaseStore;
  /** A remote's build folder: <remote>/dist in the repository. */
  distOf: (remote: RemoteName) => string;
}

export const repositoryDist = (remote: RemoteName): string => path.join(repoRoot, remote, 'dist');

const remoteVersion = (remote: RemoteName) => packageVersion(path.join(repoRoot, remote));

const distManifestUrl = (config: StackConfig, remote: RemoteName) =>
  `${frontEndOrigin(config, remote)}/${MANIFEST_FILE}`;

/**
 * A remote never released on this stack: its latest build in <remote>/dist, served by its own server, with its
 * package.json version; so `npm start` on a fresh clone works as it always did.
 */
async function latestBuild(source: RegistrySource, remote: RemoteName): Promise<RemoteRelease> {
  const manifest = await readFile(path.join(source.distOf(remote), MANIFEST_FILE)).catch(() => undefined);
  return {
    version: await remoteVersion(remote),
    manifest: distManifestUrl(source.config, remote),
    requires: manifest ? requiresOf(manifest) : {},
  };
}

const served = (store: ReleaseStore, record: ReleaseRecord): RemoteRelease => ({
  version: record.version,
  manifest: store.urlOf(record.remote as RemoteName, record.version, MANIFEST_FILE),
  requires: record.requires,
});

/**
 * GET /remotes.json, read afresh on every request so a release or rollback needs no shell build or restart: for
 * each remote, `live` is its development build when one is set (npm run dev), else its live release, else its latest
 * build; `earlier` is the releases that were live before it, most recent first (as rollback would walk them), for
 * the shell to fall back to.
 */
export async function servedRegistry(source: RegistrySource): Promise<RemoteRegistry> {
  const registry = await new ReleaseRegistry(source.store).read();
  const entries = await Promise.all(
    remotes.map(async ({ app, federationName }) => {
      const entry = registry.remotes[app];
      const releases = await source.store.list(app);
      const liveRelease = entry?.devOverride ? undefined : releases.find((r) => r.version === liveVersionOf(entry));
      const live: RemoteRelease = entry?.devOverride
        ? { version: `${await remoteVersion(app)}-dev`, manifest: entry.devOverride.manifest, requires: {} }
        : liveRelease
          ? served(source.store, liveRelease)
          : await latestBuild(source, app);
      // Those live before, most recent first: a release rolled back past (or never live) is not one to fall back to.
      const chain = liveChain(entry?.history ?? []);
      const before = (entry?.devOverride ? chain : chain.slice(0, -1)).reverse();
      const earlier = before.flatMap((version) => {
        const record = releases.find((r) => r.version === version);
        return record ? [served(source.store, record)] : [];
      });
      return [federationName, { live, earlier }] as const;
    }),
  );
  return { remotes: Object.fromEntries(entries) };
}

/**
 * Every manifest address the registry can name, read from the registry alone (no listing of the store): what the
 * page policy must let the browser load from on every answer.
 */
export async function registryManifests(source: RegistrySource): Promise<string[]> {
  const registry = await new ReleaseRegistry(source.store).read();
  return remotes.flatMap(({ app }) => {
    const entry = registry.remotes[app];
    return [
      ...(entry?.devOverride ? [entry.devOverride.manifest] : []),
      ...(entry?.history ?? []).map((s) => source.store.urlOf(app, s.version, MANIFEST_FILE)),
      ...(liveVersionOf(entry) === undefined ? [distManifestUrl(source.config, app)] : []),
    ];
  });
}
