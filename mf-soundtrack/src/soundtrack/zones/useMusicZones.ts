import { useCallback, useEffect, useRef, useState } from 'react';
import { MUSIC_ZONES_FETCH_DEBOUNCE_MS, type MusicZone } from '@reeltalk/contracts';
import { useAppDispatch } from '@reeltalk/web-kit';
import { loadMusicZones } from '../soundtrackApi.ts';

export type ZonesLoad =
  | { status: 'loading' }
  | { status: 'ready'; zones: MusicZone[] }
  | { status: 'failed'; error: string };

/**
 * How long to wait before fetching the zones when asked to wait `wanted` ms: music-zone fetches are at least a
 * second apart, so a burst of reloads (save, delete, reopen) costs one request a second.
 */
export function zoneFetchDelay(wanted: number, lastFetchAt: number | null, now: number): number {
  const earliest = lastFetchAt === null ? now : lastFetchAt + MUSIC_ZONES_FETCH_DEBOUNCE_MS;
  return Math.max(wanted, earliest - now);
}

/** The project's music zones, and `reload(afterMs)`, which collapses reloads asked for meanwhile into one fetch. */
export function useMusicZones(projectId: string) {
  const dispatch = useAppDispatch();
  const [load, setLoad] = useState<ZonesLoad>({ status: 'loading' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastFetchAt = useRef<number | null>(null);

  const reload = useCallback(
    (afterMs = 0) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => {
          lastFetchAt.current = Date.now();
          dispatch(loadMusicZones(projectId))
            .unwrap()
            .then(
              (zones) => setLoad({ status: 'ready', zones }),
              (error: unknown) => setLoad({ status: 'failed', error: String(error) }),
            );
        },
        zoneFetchDelay(afterMs, lastFetchAt.current, Date.now()),
      );
    },
    [dispatch, projectId],
  );

  useEffect(() => {
    if (projectId) reload();
    return () => clearTimeout(timer.current);
  }, [projectId, reload]);

  return { load, reload };
}
