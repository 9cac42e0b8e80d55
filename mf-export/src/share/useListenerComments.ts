import { skipToken } from '@reeltalk/web-kit';
import { useMemo } from 'react';
import { useListListenerCommentsQuery } from './api.ts';
import { commentMarkers } from './commentMarkers.ts';

/** The owner's view of the comments listeners left on the project's feedback links, and their player markers. */
export function useListenerComments(projectId: string | undefined) {
  const { data: comments, error, refetch } = useListListenerCommentsQuery(projectId || skipToken);
  const markers = useMemo(() => commentMarkers(comments ?? []), [comments]);
  return { comments, markers, error, refetch };
}
