import { readFile } from 'node:fs/promises';
import { remoteRegistrySchema, type RemoteRegistry } from '@reeltalk/contracts';
import { z } from 'zod';
import type { StackConfig } from '../config.ts';
import { registryManifests, servedRegistry, type RegistrySource } from '../release/served-registry.ts';

/** What the shell reads at start-up (GET /config.json), so one build runs against any Firebase project. */
interface RuntimeConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** Origin of the Firebase Auth emulator, or null with a real Firebase project. */
  authEmulatorUrl: string | null;
  supportEmail: string;
}

export function runtimeConfig(config: StackConfig): RuntimeConfig {
  const emulatorHost = config.useAuthEmulator
    ? (config.authEmulatorHost ?? `${config.host}:${config.ports.authEmulator}`)
    : undefined;
  return {
    firebase: {
      apiKey: config.firebaseApiKey,
      authDomain: config.firebaseAuthDomain,
      projectId: config.firebaseProjectId,
    },
    authEmulatorUrl: emulatorHost ? `http://${emulatorHost}` : null,
    supportEmail: config.supportEmail,
  };
}

/** REMOTES_FILE: a registry kept by hand in the shape GET /remotes.json answers, checked before it is served. */
async function remotesFile(file: string): Promise<RemoteRegistry> {
  const parsed = remoteRegistrySchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`not a remote registry: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * The registry the shell loads remotes from (GET /remotes.json), built from the release registry on every request
 * (see servedRegistry). REMOTES_FILE replaces it, also read on every request, so remotes deployed elsewhere can be
 * moved by editing one file, without rebuilding or restarting the shell.
 */
export async function remotesRegistry(source: RegistrySource): Promise<RemoteRegistry> {
  const { remotesFile: file } = source.config;
  return file ? remotesFile(file) : servedRegistry(source);
}

/** The manifest addresses /remotes.json may name, for the page policy; cheaper than building the registry. */
export async function remoteManifests(source: RegistrySource): Promise<string[]> {
  const { remotesFile: file } = source.config;
  if (!file) return registryManifests(source);
  const { remotes } = await remotesFile(file);
  return Object.values(remotes).flatMap(({ live, earlier }) => [live, ...earlier].map((release) => release.manifest));
}
