import { useCallback, useState } from 'react';
import {
  LIBRARY_MESSAGES,
  libraryLoadError,
  libraryResultLine,
  publisherName,
  type ExposedComponent,
  type LibraryProject,
} from '@reeltalk/contracts';
import {
  callFailure,
  ErrorPanel,
  Spinner,
  useAppDispatch,
  useLibraryPageInfiniteQuery,
  useListMembershipsQuery,
} from '@reeltalk/web-kit';
import { AssignPublisherDialog } from './dialogs/AssignPublisherDialog.tsx';
import { DeleteProjectDialog } from './dialogs/DeleteProjectDialog.tsx';
import { LibraryToolbar } from './filters/LibraryToolbar.tsx';
import { useLibraryFilters } from './filters/useLibraryFilters.ts';
import { removeFromLibrary, useDuplicateProjectMutation } from './libraryApi.ts';
import { duplicateFailed, emptyPublisher, emptyPublisherHint, LIBRARY_UI, sharedProjectsHint } from './messages.ts';
import { PublisherHeading } from './PublisherHeading.tsx';
import { ProjectRow } from './rows/ProjectRow.tsx';
import { offeredActions, type LibraryAction } from './rows/offeredActions.ts';
import type { MenuAction } from './rows/ProjectMenu.tsx';
import { useWhenVisible } from './useWhenVisible.ts';
import './library.css';

/** A deleted row fades this long before it leaves the list. */
const ROW_FADE_MS = 500;

const ACTION_LABELS: Record<LibraryAction, string> = {
  duplicate: LIBRARY_UI.duplicate,
  assign: LIBRARY_UI.assign,
  delete: LIBRARY_UI.delete,
};

type OpenDialog = { kind: 'delete' | 'assign'; project: LibraryProject } | null;

/** /app/my-library: the caller's projects and their publishers', filtered, searched and paged by the server. */
function LibraryPage() {
  const dispatch = useAppDispatch();
  const filters = useLibraryFilters();
  // Read again each time the library opens: narrations finish on the server, so a cached list may be stale.
  const library = useLibraryPageInfiniteQuery(filters.applied, { refetchOnMountOrArgChange: true });
  // Also read again: a publisher closed by its owner, or a removal, must not stay offered as a filter.
  const { data: memberships = [] } = useListMembershipsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [duplicate] = useDuplicateProjectMutation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState('');

  // The last answer stays on screen while another filter loads, so a row that is playing keeps playing when it is
  // still in the new answer (same key, same element).
  const { data: shown, error, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = library;
  const pages = shown?.pages ?? [];
  const projects = pages.flatMap((page) => page.data);
  const total = pages[0]?.total ?? 0;
  const genres = pages[0]?.genres ?? [];

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const sentinel = useWhenVisible<HTMLDivElement>(loadMore, Boolean(hasNextPage) && !isFetchingNextPage);

  const closeDialog = useCallback(() => setDialog(null), []);
  const deleted = (project: LibraryProject) => {
    setDialog(null);
    setLeaving((current) => new Set(current).add(project._id));
    setTimeout(() => dispatch(removeFromLibrary(project._id)), ROW_FADE_MS);
  };

  const run: Record<LibraryAction, (project: LibraryProject) => void> = {
    duplicate: (project) => {
      setNotice('');
      void duplicate(project._id).then((result) => {
        if ('error' in result) setNotice(duplicateFailed(callFailure(result.error)));
      });
    },
    assign: (project) => setDialog({ kind: 'assign', project }),
    delete: (project) => setDialog({ kind: 'delete', project }),
  };
  const actionsFor = (project: LibraryProject): MenuAction[] =>
    offeredActions(project.access, memberships.length > 0).map((action) => ({
      label: ACTION_LABELS[action],
      run: () => run[action](project),
    }));

  const failed = error && !isFetching;
  const publisher = memberships.find((membership) => membership.publisherId._id === filters.applied.publisher);
  const shownPublisherName = publisher && publisherName(publisher.publisherId.name);
  return (
    <section className="library" data-testid="library-page">
      <h1 className="library__title">{LIBRARY_MESSAGES.title}</h1>
      <LibraryToolbar filters={filters} genres={genres} memberships={memberships} />
      {publisher && <PublisherHeading membership={publisher} />}
      {notice && (
        <p className="library__notice" role="alert">
          {notice}
        </p>
      )}
      {!shown && !failed && <Spinner label={LIBRARY_MESSAGES.loading} />}
      {failed && <ErrorPanel message={libraryLoadError(callFailure(error))} onRetry={() => void refetch()} />}
      {shown && !failed && (filters.narrowed || total > 0) && (
        <p className="library__count" data-testid="library-count" aria-live="polite">
          {libraryResultLine(total, filters.applied)}
        </p>
      )}
      {shown && !failed && total === 0 && (
        <div className="library__empty" data-testid="library-empty">
          {filters.narrowed ? (
            <>
              <p className="library__empty-title">{LIBRARY_MESSAGES.noMatchTitle}</p>
              <p>{LIBRARY_MESSAGES.noMatchHint}</p>
            </>
          ) : shownPublisherName ? (
            <>
              <p className="library__empty-title">{emptyPublisher(shownPublisherName)}</p>
              <p>{emptyPublisherHint(shownPublisherName)}</p>
            </>
          ) : (
            <>
              <p>{LIBRARY_MESSAGES.noProjects}</p>
              {filters.applied.publisher !== 'mine' && memberships.length > 0 && (
                <p>{sharedProjectsHint(memberships.map((membership) => publisherName(membership.publisherId.name)))}</p>
              )}
            </>
          )}
        </div>
      )}
      {shown && !failed && projects.length > 0 && (
        <ul className="library__list" aria-busy={isFetching}>
          {projects.map((project) => (
            <ProjectRow
              key={project._id}
              project={project}
              actions={actionsFor(project)}
              leaving={leaving.has(project._id)}
            />
          ))}
        </ul>
      )}
      <div ref={sentinel} className="library__sentinel" />
      {isFetchingNextPage && <Spinner label={LIBRARY_UI.loadingMore} />}
      {dialog?.kind === 'delete' && (
        <DeleteProjectDialog project={dialog.project} onClose={closeDialog} onDeleted={deleted} />
      )}
      {dialog?.kind === 'assign' && (
        <AssignPublisherDialog project={dialog.project} memberships={memberships} onClose={closeDialog} />
      )}
    </section>
  );
}

/** The exposed './Page', held to the shell's contract for it. */
export default LibraryPage satisfies ExposedComponent<'mf_library', './Page'>;
