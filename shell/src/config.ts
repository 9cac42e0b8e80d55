import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@reeltalk/web-kit';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const firebase = isRecord(value) ? value.firebase : undefined;
  if (
    !isRecord(value) ||
    !isRecord(firebase) ||
    !isText(firebase.apiKey) ||
    !isText(firebase.authDomain) ||
    !isText(firebase.projectId) ||
    !(value.authEmulatorUrl === null || isText(value.authEmulatorUrl)) ||
    !isText(value.supportEmail)
  ) {
    throw new Error('/config.json is not a valid runtime configuration');
  }
  return {
    firebase: { apiKey: firebase.apiKey, authDomain: firebase.authDomain, projectId: firebase.projectId },
    authEmulatorUrl: value.authEmulatorUrl,
    supportEmail: value.supportEmail,
  };
}

/** The deployment's settings, served by the shell's server (never baked into the build). */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /config.json: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** The runtime config inside the shell (supportEmail for Help, for instance). */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs <RuntimeConfigContext.Provider> (App provides it)');
  return config;
}
