import { combineSlices, createSlice } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { createTestApi, jsonResponse } from '../../testing/index.tsx';
import type { ApiClient } from '../api/client.ts';
import { createAppStore, injectSlice, newProjectStarted } from './index.ts';

const counter = (name: string) =>
  createSlice({
    name,
    initialState: { count: 0 },
    reducers: { increment: (state) => void (state.count += 1) },
    extraReducers: (builder) => builder.addCase(newProjectStarted, () => ({ count: 0 })),
  });

describe('the shared store', () => {
  it("holds the shell's slices and a remote's slice injected after it was created", () => {
    const shell = counter('shellCounter');
    const store = createAppStore(combineSlices(shell));
    const remote = injectSlice(counter('remoteCounter'));
    expect(store.getState()).toMatchObject({ shellCounter: { count: 0 }, remoteCounter: { count: 0 } });
    store.dispatch(remote.actions.increment());
    store.dispatch(remote.actions.increment());
    expect(store.getState().remoteCounter).toEqual({ count: 2 });
    store.dispatch(newProjectStarted());
    expect(store.getState().remoteCounter).toEqual({ count: 0 });
  });

  it('takes in slices injected before it existed', () => {
    injectSlice(counter('earlyCounter'));
    const store = createAppStore(combineSlices(counter('otherShell')));
    expect(store.getState().earlyCounter).toEqual({ count: 0 });
  });

  it('hands the API client to thunks', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => jsonResponse(200, { data: 'pong' }));
    const store = createAppStore(combineSlices(counter('thunkShell')), { api: createTestApi(fetch) });
    // As followingJob and callFollowingJob take it: the event stream is read with the store's client.
    const ping = () => (_dispatch: unknown, _getState: unknown, extra: { api: ApiClient }) =>
      extra.api.get<{ data: string }>('/ping');
    expect(await store.dispatch(ping())).toEqual({ data: 'pong' });
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/api/ping');
  });
});
