import { downloadUrlSchema, dataAnswer, projectSchema, type DownloadUrl, type Project } from '@reeltalk/contracts';
import { reelTalkApi } from '@reeltalk/web-kit';

const projectPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;

/** The export step's calls in the shared API. */
export const exportApi = reelTalkApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/audio/download-url: an address that downloads the stored file under the audiobook's title. */
    getDownloadUrl: build.mutation<DownloadUrl, string>({
      query: (s3Key) => ({ method: 'POST', path: '/audio/download-url', body: { s3Key }, answer: downloadUrlSchema }),
    }),
    /**
     * POST /api/projects/:id/cover (multipart field `image`): the server checks it by content, stores it re-encoded
     * and answers the project with its new cover art.
     */
    uploadCover: build.mutation<Project, { projectId: string; image: File }>({
      query: ({ projectId, image }) => {
        const form = new FormData();
        form.append('image', image);
        return { method: 'POST', path: `${projectPath(projectId)}/cover`, form, answer: dataAnswer(projectSchema) };
      },
      invalidatesTags: (_answer, error, { projectId }) => (error ? [] : [{ type: 'Project', id: projectId }]),
    }),
  }),
});
