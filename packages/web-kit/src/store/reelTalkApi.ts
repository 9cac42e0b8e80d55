import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import {
  dataAnswer,
  libraryPageSchema,
  projectSchema,
  publisherMembershipSchema,
  userProfileSchema,
  type CreateProjectBody,
  type LibraryFilters,
  type LibraryPage,
  type Project,
  type PublisherMembership,
  type UpdateProjectBody,
  type UserProfile,
} from '@reeltalk/contracts';
import type { ApiClient } from '../api/client.ts';
import { ApiRequestError } from '../api/errors.ts';
import type { UploadProgress } from '../api/transport.ts';

/**
 * What an endpoint asks of the API client; `answer` checks (and types) the body that comes back and, for a route the
 * spec wraps in an envelope, unwraps it (contracts' dataAnswer, fieldAnswer, doneAnswer), so the endpoint's data is
 * the value itself.
 */
interface ApiCall<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under /api: '/projects/1'. */
  path: string;
  body?: unknown;
  /** A multipart/form-data POST (an upload) instead of a JSON body; `onProgress` follows the bytes sent. */
  form?: FormData;
  onProgress?: (progress: UploadProgress) => void;
  /** Headers of this call (a share link's key, the music zones' no-cache). */
  headers?: Record<string, string>;
  /** false: no bearer token, the shared page's listener is not signed in (and an owner's token must not travel). */
  auth?: boolean;
  answer: { parse(body: unknown): T };
}

/**
 * A failed call as the store keeps it (plain data), for every endpoint of every front end: the text for people, the
 * status and the server's code.
 */
export interface ApiCallError {
  status: number;
  message: string;
  code?: string;
}

/** An answer that does not have the shape the contract promises: a bug on one side, never shown as data. */
export const UNEXPECTED_ANSWER = 'The server sent an answer this page cannot read. Please reload the page.';

const callError = (error: unknown): ApiCallError =>
  error instanceof ApiRequestError
    ? { status: error.status, message: error.message, ...(error.code && { code: error.code }) }
    : { status: 0, message: error instanceof Error ? error.message : String(error) };

/**
 * For an endpoint whose answer is not a JSON body (a stream read as audio, say): runs `call` with the store's API
 * client and answers as every endpoint does, a failure as the one ApiCallError.
 */
export async function withApiClient<T>(
  extra: unknown,
  call: (api: ApiClient) => Promise<T>,
): Promise<{ data: T } | { error: ApiCallError }> {
  try {
    return { data: await call((extra as { api: ApiClient }).api) };
  } catch (error) {
    return { error: callError(error) };
  }
}

/**
 * Every endpoint goes through the store's API client (the store's `extra`): the token and its one retry on 401, the
 * sign-out and /login after it, the request monitor and the three-at-a-time limit all stay where they are.
 */
const apiClientQuery: BaseQueryFn<ApiCall, unknown, ApiCallError> = async (
  { method = 'GET', path, body, form, onProgress, headers, auth, answer },
  { extra, signal },
) => {
  const sent = await withApiClient(extra, (api) => {
    const options = { ...(headers && { headers }), ...(auth !== undefined && { auth }) };
    // Without the signal, so the client shares an identical GET already on the wire (another cache's).
    if (method === 'GET') return api.get(path, options);
    if (form) return api.upload(path, form, { ...options, signal, ...(onProgress && { onProgress }) });
    if (method === 'DELETE') return api.delete(path, { ...options, signal });
    if (method === 'PATCH') return api.patch(path, body, { ...options, signal });
    if (method === 'PUT') return api.put(path, body, { ...options, signal });
    return api.post(path, body, { ...options, signal });
  });
  if ('error' in sent) return sent;
  const raw = sent.data;
  const checked = safeParse(answer, raw);
  if (!checked.ok) {
    console.error(`${method} ${path}: unexpected answer`, checked.error);
    return { error: { status: 0, message: UNEXPECTED_ANSWER, code: 'unexpected_answer' } };
  }
  return { data: checked.value };
};

function safeParse<T>(
  answer: ApiCall<T>['answer'],
  raw: unknown,
): { ok: true; value: T } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: answer.parse(raw) };
  } catch (error) {
    return { ok: false, error };
  }
}

const projectAnswer = dataAnswer(projectSchema);

/** The tag of one project; the library's list is the id 'LIST'. */
const projectTag = (id: string) => ({ type: 'Project' as const, id });
/** Invalidated by whatever adds, removes or changes a project, so the library reads its list again. */
export const PROJECT_LIST = projectTag('LIST');

/** GET /api/projects with the library's filters; empty ones are left out, as is the first page's cursor. */
function libraryPath({ search, status, genres, publisher, sort }: LibraryFilters, cursor: string): string {
  const params = new URLSearchParams();
  if (search.trim() !== '') params.set('q', search.trim());
  if (status !== 'all') params.set('status', status);
  if (genres.length > 0) params.set('genres', genres.join(','));
  if (publisher) params.set('publisher', publisher);
  if (sort && sort !== 'updated') params.set('sort', sort);
  if (cursor !== '') params.set('cursor', cursor);
  const query = params.toString();
  return query === '' ? '/projects' : `/projects?${query}`;
}

/**
 * The one API of the front ends, kept in the shell's store. It holds what every step reads (the project, the list,
 * the signed-in user's profile, which the top bar's avatar and the account page both show);
 * a remote adds its own endpoints with `reelTalkApi.injectEndpoints`, providing and invalidating these tags so a
 * change made on one step shows on every screen that reads it (the step bar's name, the library).
 */
export const reelTalkApi = createApi({
  reducerPath: 'reelTalkApi',
  baseQuery: apiClientQuery,
  tagTypes: ['Project', 'VoiceModels', 'Publishers', 'Profile', 'MusicZone', 'Soundtracks'],
  endpoints: (build) => ({
    /** GET /api/projects/:id */
    getProject: build.query<Project, string>({
      query: (id) => ({ path: `/projects/${encodeURIComponent(id)}`, answer: projectAnswer }),
      providesTags: (_project, _error, id) => [projectTag(id)],
    }),
    /**
     * GET /api/projects, filtered, searched and paged on the server: the caller's projects and those of the
     * publishers they belong to, newest change first; each next page from the last one's cursor.
     */
    libraryPage: build.infiniteQuery<LibraryPage, LibraryFilters, string>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.nextCursor,
        // Read again, the list starts over from its first page: the cursors of later pages may no longer hold.
        refetchCachedPages: false,
      },
      query: ({ queryArg, pageParam }) => ({ path: libraryPath(queryArg, pageParam), answer: libraryPageSchema }),
      providesTags: (result) => [
        PROJECT_LIST,
        ...(result?.pages ?? []).flatMap((page) => page.data.map((project) => projectTag(project._id))),
      ],
    }),
    /** GET /api/users/profile: whatever saves a name or an avatar invalidates 'Profile', so the top bar follows. */
    getProfile: build.query<UserProfile, void>({
      query: () => ({ path: '/users/profile', answer: dataAnswer(userProfileSchema) }),
      providesTags: ['Profile'],
    }),
    /** GET /api/publishers/user/me: the publishers the caller belongs to (account page, library's assign). */
    listMemberships: build.query<PublisherMembership[], void>({
      query: () => ({ path: '/publishers/user/me', answer: dataAnswer(publisherMembershipSchema.array()) }),
      providesTags: ['Publishers'],
    }),
    /** POST /api/projects: a new project, which the library's list then holds. */
    createProject: build.mutation<Project, CreateProjectBody>({
      query: (body) => ({ method: 'POST', path: '/projects', body, answer: projectAnswer }),
      invalidatesTags: [PROJECT_LIST],
    }),
    /** PATCH /api/projects/:id */
    updateProject: build.mutation<Project, { id: string; changes: UpdateProjectBody }>({
      query: ({ id, changes }) => ({
        method: 'PATCH',
        path: `/projects/${encodeURIComponent(id)}`,
        body: changes,
        answer: projectAnswer,
      }),
      invalidatesTags: (_project, _error, { id }) => [projectTag(id), PROJECT_LIST],
    }),
  }),
});

/** The project changed on the server by other means (a narration finished, a voice was processed): read it again. */
export const projectChanged = (id: string) => reelTalkApi.util.invalidateTags([projectTag(id), PROJECT_LIST]);

export const {
  useGetProfileQuery,
  useGetProjectQuery,
  useLibraryPageInfiniteQuery,
  useListMembershipsQuery,
  useUpdateProjectMutation,
} = reelTalkApi;

/** The text of a failed query for people (RTK Query's error is ours, or a serialized thrown error). */
export function callFailure(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return String(error ?? '');
}
