import type { MusicZone } from '@reeltalk/contracts';
import { callFailure, skipToken } from '@reeltalk/web-kit';
import { useGetMusicZonesQuery } from './musicZonesApi.ts';

export type ZonesLoad =
  | { status: 'loading' }
  | { status: 'ready'; zones: MusicZone[] }
  | { status: 'failed'; error: string };

/** The project's music zones as the step shows them: read again whenever a zone change invalidates them. */
export function useMusicZones(projectId: string): ZonesLoad {
  const { data, error, isError } = useGetMusicZonesQuery(projectId || skipToken);
  if (isError) return { status: 'failed', error: callFailure(error) };
  return data ? { status: 'ready', zones: data } : { status: 'loading' };
}
