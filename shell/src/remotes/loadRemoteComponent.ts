import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { reregisterRemote } from './registry.ts';

type RemoteModule<P> = { default: ComponentType<P> };

/** Loads an exposed component ('mf_upload', './Step'); every attempt after the first starts from the network. */
export async function loadRemoteComponent<P>(
  remote: string,
  module: string,
  attempt: number,
): Promise<RemoteModule<P>> {
  if (attempt > 0) await reregisterRemote(remote);
  const loaded = await loadRemote<RemoteModule<P>>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) {
    throw new Error(`${remote} did not provide a component as ${module}`);
  }
  return loaded;
}
