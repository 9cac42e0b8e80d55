import {
  MUSIC_ZONES_FETCH_DEBOUNCE_MS,
  ZONE_DELETE_RELOAD_MS,
  musicZoneSchema,
  dataAnswer,
  type MusicZone,
  type MusicZoneVolume,
  type NewMusicZone,
} from '@reeltalk/contracts';
import { PROJECT_LIST, reelTalkApi } from '@reeltalk/web-kit';

const zonesAnswer = dataAnswer(musicZoneSchema.array());
const zonesPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/music-zones`;
const zonesTag = (projectId: string) => ({ type: 'MusicZone' as const, id: projectId });
/** Besides its zones, a zone change changes the project (its mix is out of date) and the library's row. */
const projectTags = (projectId: string) => [{ type: 'Project' as const, id: projectId }, PROJECT_LIST];

/**
 * How long to wait before fetching the zones when asked to wait `wanted` ms: music-zone fetches are at least a
 * second apart, so a burst of reloads (save, delete, reopen) costs one request a second.
 */
export function zoneFetchDelay(wanted: number, lastFetchAt: number | null, now: number): number {
  const earliest = lastFetchAt === null ? now : lastFetchAt + MUSIC_ZONES_FETCH_DEBOUNCE_MS;
  return Math.max(wanted, earliest - now);
}

/** When this store last had the zones answered (RTK Query's own record of the cache entry). */
function lastAnswerAt(state: unknown, queryCacheKey: string | undefined): number | null {
  const { queries } = (state as { reelTalkApi: { queries: Record<string, { fulfilledTimeStamp?: number }> } })
    .reelTalkApi;
  return (queryCacheKey && queries[queryCacheKey]?.fulfilledTimeStamp) || null;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * A project's music zones in the shared API: one cache entry per project ('MusicZone' tag), read again when a zone
 * is saved, changed or deleted. The zone's position in the list is its address.
 */
export const musicZonesApi = reelTalkApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/projects/:id/music-zones with the spec's no-cache header (the browser's HTTP cache must not answer for
     * the server); the cache that counts is the store's, which the zone changes invalidate. Fetches of a project's
     * zones are at least a second apart.
     */
    getMusicZones: build.query<MusicZone[], string>({
      queryFn: async (projectId, { getState, signal, queryCacheKey }, _options, baseQuery) => {
        await wait(zoneFetchDelay(0, lastAnswerAt(getState(), queryCacheKey), Date.now()), signal);
        const answer = await baseQuery({
          path: zonesPath(projectId),
          headers: { 'Cache-Control': 'no-cache' },
          answer: zonesAnswer,
        });
        return answer.error ? { error: answer.error } : { data: answer.data as MusicZone[] };
      },
      providesTags: (_zones, _error, projectId) => [zonesTag(projectId)],
    }),
    /** POST /api/projects/:id/music-zones */
    saveMusicZone: build.mutation<MusicZone[], { projectId: string; zone: NewMusicZone }>({
      query: ({ projectId, zone }) => ({ method: 'POST', path: zonesPath(projectId), body: zone, answer: zonesAnswer }),
      invalidatesTags: (_zones, error, { projectId }) =>
        error ? [] : [zonesTag(projectId), ...projectTags(projectId)],
    }),
    /** PATCH /api/projects/:id/music-zones/:index: the zone's own volume. */
    setMusicZoneVolume: build.mutation<MusicZone[], { projectId: string; index: number } & MusicZoneVolume>({
      query: ({ projectId, index, volume }) => ({
        method: 'PATCH',
        path: `${zonesPath(projectId)}/${index}`,
        body: { volume },
        answer: zonesAnswer,
      }),
      invalidatesTags: (_zones, error, { projectId }) =>
        error ? [] : [zonesTag(projectId), ...projectTags(projectId)],
    }),
    /** DELETE /api/projects/:id/music-zones/:index; the list is read again 100 ms after the answer (the spec's). */
    deleteMusicZone: build.mutation<MusicZone[], { projectId: string; index: number }>({
      query: ({ projectId, index }) => ({
        method: 'DELETE',
        path: `${zonesPath(projectId)}/${index}`,
        answer: zonesAnswer,
      }),
      invalidatesTags: (_zones, error, { projectId }) => (error ? [] : projectTags(projectId)),
      async onQueryStarted({ projectId }, { dispatch, queryFulfilled }) {
        if (
          !(await queryFulfilled.then(
            () => true,
            () => false,
          ))
        )
          return;
        setTimeout(() => dispatch(reelTalkApi.util.invalidateTags([zonesTag(projectId)])), ZONE_DELETE_RELOAD_MS);
      },
    }),
  }),
});

export const {
  useGetMusicZonesQuery,
  useSaveMusicZoneMutation,
  useSetMusicZoneVolumeMutation,
  useDeleteMusicZoneMutation,
} = musicZonesApi;
