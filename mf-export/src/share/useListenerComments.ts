import { skipToken } from '@reeltalk/web-kit';
import { useMemo } from 'react';
import { useListListenerCommentsQuery } from './api.ts';
import { commentMarkers } from './commentMarkers.ts';

/** The project's comments (its listeners' and its members'), and their player markers. */
export function useListenerComments(projectId: string | undefined) {
  const { data: comments, error, refetch } = useListListenerCommentsQuery(projectId || skipToken);
  const markers = useMemo(() => commentMarkers(comments ?? []), [comments]);
  return { comments, markers, error, refetch };
}
