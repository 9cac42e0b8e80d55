import { readFile } from 'node:fs/promises';
import { frontEnds, type StackConfig } from '../config.ts';

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

/** Federation name → manifest URL of every remote as this stack serves them. */
function localRemotes(config: StackConfig): Record<string, string> {
  return Object.fromEntries(
    frontEnds
      .filter((f) => f.app !== 'shell')
      .map((f) => [f.federationName, `http://${config.host}:${config.ports[f.app]}/mf-manifest.json`]),
  );
}

/**
 * The registry the shell loads remotes from (GET /remotes.json). REMOTES_FILE replaces it, read on every request,
 * so a remote can be moved to another host by editing one file, without rebuilding or restarting the shell.
 */
export async function remotesRegistry(config: StackConfig): Promise<Record<string, string>> {
  if (!config.remotesFile) return localRemotes(config);
  return JSON.parse(await readFile(config.remotesFile, 'utf8')) as Record<string, string>;
}
