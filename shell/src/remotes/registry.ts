import { registerRemotes } from '@module-federation/enhanced/runtime';

/** Federation name → manifest URL, e.g. { "mf_upload": "http://127.0.0.1:3001/mf-manifest.json" }. */
type RemoteRegistry = Record<string, string>;

function parseRegistry(value: unknown): RemoteRegistry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('/remotes.json must map remote names to manifest URLs');
  }
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry !== 'string' || entry === '') throw new Error(`/remotes.json: no manifest URL for "${name}"`);
  }
  return value as RemoteRegistry;
}

/** Reads the registry fresh every time: where a remote lives is data that changes without a shell build. */
export async function fetchRegistry(): Promise<RemoteRegistry> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /remotes.json: HTTP ${response.status}`);
  return parseRegistry(await response.json());
}

export function registerRegistry(registry: RemoteRegistry): void {
  registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry })));
}

/**
 * Forgets everything the runtime cached about a remote (its manifest, a failed entry load) and registers it again
 * from a fresh registry, so the next load goes back to the network.
 */
export async function reregisterRemote(name: string): Promise<void> {
  const entry = (await fetchRegistry())[name];
  if (!entry) throw new Error(`Remote "${name}" is not in /remotes.json`);
  registerRemotes([{ name, entry }], { force: true });
}
