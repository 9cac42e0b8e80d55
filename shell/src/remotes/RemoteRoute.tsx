import { useCallback } from 'react';
import type { ExposedModuleName, ExposedModuleProps, RemoteName } from '@reeltalk/contracts';
import { loadRemoteComponent } from './loadRemoteComponent.ts';
import { RemoteSlot } from './RemoteSlot.tsx';

interface RemoteRouteProps<R extends RemoteName, M extends ExposedModuleName<R>> {
  remote: R;
  /** A module the remote exposes ('./Step', './Page', './SharedView'), rendered with the props contracts gives it. */
  module: M;
  props: ExposedModuleProps<R, M>;
}

/** A route whose page is a federated remote, fetched from the registry when the route is first shown. */
export function RemoteRoute<R extends RemoteName, M extends ExposedModuleName<R>>({
  remote,
  module,
  props,
}: RemoteRouteProps<R, M>) {
  const load = useCallback((attempt: number) => loadRemoteComponent(remote, module, attempt), [remote, module]);
  return <RemoteSlot load={load} props={props} />;
}
