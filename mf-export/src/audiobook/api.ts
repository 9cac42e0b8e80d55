import {
  audiobookFormatListSchema,
  audiobookFormatStateSchema,
  dataAnswer,
  type AudiobookFormat,
  type AudiobookFormatList,
  type AudiobookFormatStart,
  type AudiobookFormatState,
} from '@reeltalk/contracts';
import { followJobInCache, reelTalkApi, type FollowedJob } from '@reeltalk/web-kit';

/** One audiobook format of a project. */
export interface ProjectFormat {
  projectId: string;
  format: AudiobookFormat;
}

/** A format's job followed: its own cache entry, so a new job is followed from its start. */
export interface FormatJob extends ProjectFormat {
  jobId: string;
}

const TAG = 'AudiobookFormats';
const formatsPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/audiobook-formats`;
const formatPath = ({ projectId, format }: ProjectFormat) => `${formatsPath(projectId)}/${format}`;
const stateAnswer = dataAnswer(audiobookFormatStateSchema);

/** A format's job as followJob reports it (none yet reads as done: nothing to follow). */
const jobOf = ({ job }: AudiobookFormatState): FollowedJob =>
  job ?? { state: 'done', stage: '', percent: 100, error: null };

/**
 * The finished audiobook's formats of a project in the shared API: the list (estimates, latest jobs, files), a format
 * made (POST), and each job in flight followed in its own cache entry (followJobInCache: the project's event stream,
 * else GET /api/projects/:id/audiobook-formats/:format again) until it ends, when the list is read again for its file.
 */
export const audiobookFormatApi = reelTalkApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    audiobookFormats: build.query<AudiobookFormatList, string>({
      query: (projectId) => ({ path: formatsPath(projectId), answer: dataAnswer(audiobookFormatListSchema) }),
      providesTags: (_answer, _error, projectId) => [{ type: TAG, id: projectId }],
    }),
    audiobookFormatJob: build.query<AudiobookFormatState, FormatJob>({
      query: (job) => ({ path: formatPath(job), answer: stateAnswer }),
      onCacheEntryAdded: async (job, entry) => {
        await followJobInCache(entry, {
          job: job.jobId,
          projectId: job.projectId,
          read: async (client) => stateAnswer.parse(await client.get(formatPath(job))),
          stateOf: jobOf,
          heard: (answer, { state, stage, percent, error }) => ({
            ...answer,
            job: { jobId: job.jobId, state, stage, percent, error },
          }),
        });
        entry.dispatch(audiobookFormatApi.util.invalidateTags([{ type: TAG, id: job.projectId }]));
      },
    }),
    startAudiobookFormat: build.mutation<AudiobookFormatState, ProjectFormat & { options: AudiobookFormatStart }>({
      query: ({ options, ...format }) => ({
        method: 'POST',
        path: formatPath(format),
        body: options,
        answer: stateAnswer,
      }),
      onQueryStarted: async ({ projectId, format }, { dispatch, queryFulfilled }) => {
        const started = await queryFulfilled.catch(() => null);
        if (!started) return;
        const state = started.data;
        // The job's entry starts from the answer; the list shows the new job (or the stored file) at once.
        if (state.job) {
          dispatch(
            audiobookFormatApi.util.upsertQueryData(
              'audiobookFormatJob',
              { projectId, format, jobId: state.job.jobId },
              state,
            ),
          );
        }
        dispatch(
          audiobookFormatApi.util.updateQueryData('audiobookFormats', projectId, (list) => {
            list.formats = list.formats.map((each) => (each.format === format ? state : each));
          }),
        );
      },
    }),
  }),
});

export const { useAudiobookFormatsQuery, useAudiobookFormatJobQuery, useStartAudiobookFormatMutation } =
  audiobookFormatApi;
