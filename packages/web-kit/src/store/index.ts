import { configureStore, createAction, type Reducer, type Slice } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { ApiClient } from '../api/client.ts';
import { api } from '../api/index.ts';
import { reelTalkApi } from './reelTalkApi.ts';

/** What combineSlices() returns, as far as injection needs it. */
interface InjectableRootReducer extends Reducer {
  inject(slice: Pick<Slice, 'reducerPath' | 'reducer'>): unknown;
}

/** Handed to every endpoint as `extra`, so they call the API through the store (tests hand in their own client). */
interface ThunkExtra {
  api: ApiClient;
}

const slices = new Set<Slice>();
let connected: { rootReducer: InjectableRootReducer; dispatch: (action: { type: string }) => unknown } | undefined;

/** Dispatched after a remote's slice joins the store, so its initial state is there before it renders. */
const sliceInjected = createAction<string>('webKit/sliceInjected');

/** Every front end may reset its part of the create flow on this ('Starting a new project resets the create flow'). */
export const newProjectStarted = createAction('createFlow/newProjectStarted');

/**
 * Creates THE store around the shell's combineSlices() root reducer, with the front ends' one API (reelTalkApi: its
 * cache and its middleware). Slices injected before (a remote's module loaded first, as in a test) join it too.
 */
export function createAppStore<R extends InjectableRootReducer>(rootReducer: R, extra: ThunkExtra = { api }) {
  rootReducer.inject(reelTalkApi);
  for (const slice of slices) rootReducer.inject(slice);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(reelTalkApi.middleware),
  });
  connected = { rootReducer, dispatch: store.dispatch };
  return store;
}

/** A remote adds its slice to the shell's store once, at module load: `injectSlice(librarySlice)`. */
export function injectSlice<S extends Slice>(slice: S): S {
  slices.add(slice);
  if (connected) {
    connected.rootReducer.inject(slice);
    connected.dispatch(sliceInjected(slice.reducerPath));
  }
  return slice;
}

export type AppStore = ReturnType<typeof createAppStore>;
type AppDispatch = AppStore['dispatch'];
/** dispatch that accepts the shared API's thunks (an endpoint's initiate, narrationInFlight) as well as actions. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Select with a slice's own selectors: `useAppSelector(librarySlice.selectors.selectProjects)`. */
export const useAppSelector = useSelector;
export { jobCallsApi, useMixAudio, useWaveformVideo, type CalledJob, type JobCall } from './jobCalls.ts';
export { setMixing, setMusicZoneEditorOpen } from './projectFlow.ts';
export {
  callFailure,
  PROJECT_LIST,
  withApiClient,
  type ApiCallError,
  projectChanged,
  reelTalkApi,
  useGetProfileQuery,
  useGetProjectQuery,
  useLibraryPageInfiniteQuery,
  useListMembershipsQuery,
  useUpdateProjectMutation,
} from './reelTalkApi.ts';
/** Passed instead of a query's argument while there is nothing to ask for yet (no project id). */
export { skipToken } from '@reduxjs/toolkit/query/react';
export {
  narrationApi,
  narrationInFlight,
  useNarrateProjectMutation,
  useNarrationQuery,
  type NarrationJob,
} from './narrationApi.ts';
