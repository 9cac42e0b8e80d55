import { dataAnswer, projectSchema, type Project } from '@reeltalk/contracts';
import { reelTalkApi, type UploadProgress } from '@reeltalk/web-kit';

/** The upload step's call in the shared API. */
export const uploadApi = reelTalkApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/upload (multipart: `projectId`, then `file`): the script, replacing any earlier one; `onProgress`
     * follows the bytes sent. Answers the project with its new source document.
     */
    uploadScriptFile: build.mutation<
      Project,
      { projectId: string; file: File; onProgress: (progress: UploadProgress) => void }
    >({
      query: ({ projectId, file, onProgress }) => {
        const form = new FormData();
        // The server reads projectId before the file streams in.
        form.append('projectId', projectId);
        form.append('file', file);
        return { method: 'POST', path: '/upload', form, onProgress, answer: dataAnswer(projectSchema) };
      },
    }),
  }),
});
