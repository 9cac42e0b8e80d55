import {
  extractTextAnswerSchema,
  fieldAnswer,
  presignedUrlsAnswerSchema,
  progressiveNarrationSchema,
  type ApiSuccess,
  type ProgressiveNarration,
} from '@reeltalk/contracts';
import { callFailure, reelTalkApi } from '@reeltalk/web-kit';

/** GET /api/narrations/:jobId answers the job's status; of it, review reads the published parts only. */
const publishedPartsAnswer = {
  parse: (body: unknown) =>
    progressiveNarrationSchema.optional().parse((body as ApiSuccess<{ progressive?: unknown }>).data.progressive) ??
    null,
};

/** The review step's calls in the shared API (the narration's start and its following are the job stream's). */
export const reviewApi = reelTalkApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/projects/:id/extract-text: the document's plain text, when there is no timed transcript. */
    extractText: build.mutation<{ text: string; wordCount: number }, string>({
      query: (projectId) => ({
        method: 'POST',
        path: `/projects/${encodeURIComponent(projectId)}/extract-text`,
        answer: extractTextAnswerSchema,
      }),
    }),
    /** POST /api/audio/presigned-urls: short-lived addresses of the project's files, asked for at each use. */
    presignKeys: build.mutation<Record<string, string>, string[]>({
      query: (s3Keys) => ({
        method: 'POST',
        path: '/audio/presigned-urls',
        body: { s3Keys },
        answer: fieldAnswer('urls', presignedUrlsAnswerSchema.shape.urls),
      }),
    }),
    /** GET /api/narrations/:jobId: the parts the narration has published (null before the first). */
    getPublishedParts: build.query<ProgressiveNarration | null, string>({
      query: (jobId) => ({ path: `/narrations/${encodeURIComponent(jobId)}`, answer: publishedPartsAnswer }),
    }),
  }),
});

export interface ExtractionState {
  status: 'idle' | 'extracting' | 'done' | 'failed';
  text: string;
  wordCount: number;
  error: string;
}

/** The project's plain-text extraction as the transcript panel shows it, and the call that asks for it. */
export function useExtraction(projectId: string): [extract: () => void, extraction: ExtractionState] {
  const [extractText, { data, error, isLoading, isError }] = reviewApi.useExtractTextMutation({
    fixedCacheKey: `extractText:${projectId}`,
  });
  const status = isLoading ? 'extracting' : isError ? 'failed' : data ? 'done' : 'idle';
  const extraction = {
    status,
    text: data?.text ?? '',
    wordCount: data?.wordCount ?? 0,
    error: isError ? callFailure(error) : '',
  } as const;
  return [() => void extractText(projectId), extraction];
}
