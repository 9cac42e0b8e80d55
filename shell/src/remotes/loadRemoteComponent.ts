import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedModuleName, ExposedModuleProps, RemoteName, RemoteRelease } from '@reeltalk/contracts';
import { compatibleRelease, RemoteBeingUpdated, SHELL_PROVIDES } from './compatibility.ts';
import { currentRegistry } from './registry.ts';
import { reportRefusal } from './reportRefusal.ts';

/** The release each remote loads from, chosen once per registry reading (its manifests are not fetched on each visit). */
const chosen = new Map<RemoteName, Promise<RemoteRelease>>();
/** The manifest each remote is registered with in the federation runtime. */
const registered = new Map<RemoteName, string>();

async function chooseRelease(remote: RemoteName, fresh: boolean): Promise<RemoteRelease> {
  const entry = (await currentRegistry(fresh)).remotes[remote];
  if (!entry) throw new Error(`Remote "${remote}" is not in /remotes.json`);
  const { release, liveRefused } = await compatibleRelease(entry);
  if (liveRefused) {
    reportRefusal({
      remote,
      version: entry.live.version,
      requires: liveRefused,
      provides: SHELL_PROVIDES,
      loaded: release?.version ?? null,
    });
  }
  if (!release) throw new RemoteBeingUpdated(remote);
  return release;
}

/** The release to load; a Retry (`fresh`) reads the registry and the manifests again. A failed choice is not kept. */
function releaseOf(remote: RemoteName, fresh: boolean): Promise<RemoteRelease> {
  const known = chosen.get(remote);
  if (known && !fresh) return known;
  const choice = chooseRelease(remote, fresh);
  chosen.set(remote, choice);
  choice.catch(() => {
    if (chosen.get(remote) === choice) chosen.delete(remote);
  });
  return choice;
}

/**
 * Loads an exposed component ('mf_upload', './Step') from the newest release of the remote that fits this shell;
 * every attempt after the first starts from the network (registry, manifests, entry).
 */
export async function loadRemoteComponent<R extends RemoteName, M extends ExposedModuleName<R>>(
  remote: R,
  module: M,
  attempt: number,
): Promise<{ default: ComponentType<ExposedModuleProps<R, M>> }> {
  const fresh = attempt > 0;
  const { manifest } = await releaseOf(remote, fresh);
  if (fresh || registered.get(remote) !== manifest) {
    // force: the runtime forgets what it cached of the remote (its manifest, a failed entry load).
    registerRemotes([{ name: remote, entry: manifest }], { force: registered.has(remote) });
    registered.set(remote, manifest);
  }
  // The module was type-checked against ExposedComponent<R, M> where the remote was built; React renders it.
  const loaded = await loadRemote<{ default: ComponentType<ExposedModuleProps<R, M>> }>(
    `${remote}/${module.replace(/^\.\//, '')}`,
  );
  if (!loaded?.default) throw new Error(`${remote} did not provide a component as ${module}`);
  return loaded;
}
