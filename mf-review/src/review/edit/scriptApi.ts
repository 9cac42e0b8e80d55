import {
  dataAnswer,
  narrationCountsAnswerSchema,
  scriptAnswerSchema,
  scriptChangeAnswerSchema,
  scriptVersionsAnswerSchema,
  type NarrationParagraphCounts,
  type ScriptAnswer,
  type ScriptChangeAnswer,
  type ScriptUnit,
  type ScriptVersionSummary,
} from '@reeltalk/contracts';
import { reelTalkApi } from '@reeltalk/web-kit';

export type ScriptChangeStarted = ScriptChangeAnswer;

const projectPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;
/**
 * The script and its versions are read again with the project (its tag): a change starts a narration that changes
 * the project, and the review reads the project again when that narration is done.
 */
const projectTag = (projectId: string) => ({ type: 'Project' as const, id: projectId });

/** The script's versions in the front ends' one API. */
const scriptApi = reelTalkApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/projects/:id/script: the current version's units. */
    getScript: build.query<ScriptAnswer, string>({
      query: (projectId) => ({ path: `${projectPath(projectId)}/script`, answer: scriptAnswerSchema }),
      providesTags: (_script, _error, projectId) => [projectTag(projectId)],
    }),
    /** GET /api/projects/:id/script-versions: every version, newest first. */
    getScriptVersions: build.query<ScriptVersionSummary[], string>({
      query: (projectId) => ({ path: `${projectPath(projectId)}/script-versions`, answer: scriptVersionsAnswerSchema }),
      transformResponse: (answer: { versions: ScriptVersionSummary[] }) => answer.versions,
      providesTags: (_versions, _error, projectId) => [projectTag(projectId)],
    }),
    /** GET /api/narrations/:jobId: what a completed narration read again (null when the server does not say). */
    getNarrationCounts: build.query<NarrationParagraphCounts | null, string>({
      query: (jobId) => ({
        path: `/narrations/${encodeURIComponent(jobId)}`,
        answer: dataAnswer(narrationCountsAnswerSchema.shape.data).transform(({ paragraphs }) => paragraphs ?? null),
      }),
    }),
    /** PUT /api/projects/:id/script: the edited units as a new version, narrated. */
    saveScript: build.mutation<ScriptChangeAnswer, { projectId: string; baseVersionId: string; units: ScriptUnit[] }>({
      query: ({ projectId, ...body }) => ({
        method: 'PUT',
        path: `${projectPath(projectId)}/script`,
        body,
        answer: scriptChangeAnswerSchema,
      }),
      invalidatesTags: (_answer, error, { projectId }) => (error ? [] : [projectTag(projectId)]),
    }),
    /** POST /api/projects/:id/script-versions/:versionId/restore: that version's units as a new version, narrated. */
    restoreScriptVersion: build.mutation<ScriptChangeAnswer, { projectId: string; versionId: string }>({
      query: ({ projectId, versionId }) => ({
        method: 'POST',
        path: `${projectPath(projectId)}/script-versions/${encodeURIComponent(versionId)}/restore`,
        answer: scriptChangeAnswerSchema,
      }),
      invalidatesTags: (_answer, error, { projectId }) => (error ? [] : [projectTag(projectId)]),
    }),
    /** POST /api/projects/:id/script/regenerate: another take of one unit, as a new version, narrated. */
    regenerateUnit: build.mutation<ScriptChangeAnswer, { projectId: string; baseVersionId: string; unitIndex: number }>(
      {
        query: ({ projectId, ...body }) => ({
          method: 'POST',
          path: `${projectPath(projectId)}/script/regenerate`,
          body,
          answer: scriptChangeAnswerSchema,
        }),
        invalidatesTags: (_answer, error, { projectId }) => (error ? [] : [projectTag(projectId)]),
      },
    ),
  }),
});

export const {
  useGetNarrationCountsQuery,
  useGetScriptQuery,
  useGetScriptVersionsQuery,
  useSaveScriptMutation,
  useRestoreScriptVersionMutation,
  useRegenerateUnitMutation,
} = scriptApi;
