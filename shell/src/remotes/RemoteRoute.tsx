import { useCallback } from 'react';
import { loadRemoteComponent } from './loadRemoteComponent.ts';
import { RemoteSlot } from './RemoteSlot.tsx';

export type RemoteName =
  'mf_upload' | 'mf_review' | 'mf_voice' | 'mf_soundtrack' | 'mf_export' | 'mf_library' | 'mf_account';

interface RemoteRouteProps<P extends object> {
  remote: RemoteName;
  /** An exposed module: './Step', './Page', './SharedView'. */
  module: string;
  props: P;
}

/** A route whose page is a federated remote, fetched from the registry when the route is first shown. */
export function RemoteRoute<P extends object>({ remote, module, props }: RemoteRouteProps<P>) {
  const load = useCallback((attempt: number) => loadRemoteComponent<P>(remote, module, attempt), [remote, module]);
  return <RemoteSlot load={load} props={props} />;
}
