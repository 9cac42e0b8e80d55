import { combineSlices } from '@reduxjs/toolkit';
import type { MusicZone } from '@reeltalk/contracts';
import { createAppStore } from '@reeltalk/web-kit';
import { createTestApi, jsonResponse, testNetwork } from '@reeltalk/web-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { musicZonesApi, zoneFetchDelay } from './musicZonesApi.ts';

describe('zoneFetchDelay', () => {
  it('fetches at once, or after the asked pause, when no fetch ran in the last second', () => {
    expect(zoneFetchDelay(0, null, 5_000)).toBe(0);
    expect(zoneFetchDelay(100, null, 5_000)).toBe(100);
    expect(zoneFetchDelay(100, 3_000, 5_000)).toBe(100);
  });

  it('waits until a second after the last fetch', () => {
    expect(zoneFetchDelay(0, 4_700, 5_000)).toBe(700);
    expect(zoneFetchDelay(100, 4_950, 5_000)).toBe(950);
  });
});

const PROJECT = 'p1';
const ZONES = `/api/projects/${PROJECT}/music-zones`;
const zone = (start: number): MusicZone => ({
  soundtrackId: 's1',
  start_time: start,
  end_time: start + 10,
  title: 'Harbour Night',
  short_description: 'Slow strings',
  type: 'stock',
  source_audio: { file: 'music/stock/harbour.mp3' },
});

/** A store over a server holding the project's zones; it counts the reads of the list and their headers. */
function storeOverZones() {
  const zones = [zone(0), zone(20)];
  const answer = () => jsonResponse(200, { success: true, data: zones });
  const fetch = testNetwork({
    [`GET ${ZONES}`]: answer,
    [`POST ${ZONES}`]: () => (zones.push(zone(40)), answer()),
    [`DELETE ${ZONES}/0`]: () => (zones.shift(), answer()),
  });
  const store = createAppStore(combineSlices(), { api: createTestApi(fetch) });
  const gets = () => fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET');
  return {
    store,
    reads: () => gets().length,
    headers: () => gets().map(([, init]) => new Headers(init?.headers)),
  };
}

afterEach(() => vi.useRealTimers());

describe('the music zones in the shared API', () => {
  it('reads the list with the no-cache header, keeps it, and reads it again a second after a saved zone', async () => {
    vi.useFakeTimers();
    const { store, reads, headers } = storeOverZones();
    const watching = store.dispatch(musicZonesApi.endpoints.getMusicZones.initiate(PROJECT));
    await vi.advanceTimersByTimeAsync(0);
    expect((await watching).data).toHaveLength(2);
    expect(headers()[0]?.get('Cache-Control')).toBe('no-cache');

    // Another screen asking for them is answered from the store.
    await store.dispatch(musicZonesApi.endpoints.getMusicZones.initiate(PROJECT, { subscribe: false }));
    expect(reads()).toBe(1);

    const saving = store.dispatch(
      musicZonesApi.endpoints.saveMusicZone.initiate({
        projectId: PROJECT,
        zone: { soundtrackId: 's1', start_time: 40, end_time: 50 },
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    await saving;
    await vi.advanceTimersByTimeAsync(998);
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(2);
    await vi.waitFor(() => expect(reads()).toBe(2));
    const selected = musicZonesApi.endpoints.getMusicZones.select(PROJECT)(store.getState());
    expect(selected.data).toHaveLength(3);
    watching.unsubscribe();
  });

  it('reads the list again 100 ms after a deleted zone', async () => {
    vi.useFakeTimers();
    const { store, reads } = storeOverZones();
    const watching = store.dispatch(musicZonesApi.endpoints.getMusicZones.initiate(PROJECT));
    await vi.advanceTimersByTimeAsync(2_000);
    await watching;

    const deleting = store.dispatch(musicZonesApi.endpoints.deleteMusicZone.initiate({ projectId: PROJECT, index: 0 }));
    await vi.advanceTimersByTimeAsync(0);
    await deleting;
    await vi.advanceTimersByTimeAsync(99);
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(reads()).toBe(2));
    expect(musicZonesApi.endpoints.getMusicZones.select(PROJECT)(store.getState()).data).toHaveLength(1);
    watching.unsubscribe();
  });
});
