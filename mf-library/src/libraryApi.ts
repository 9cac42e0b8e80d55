import { dataAnswer, doneAnswer, projectSchema, type LibraryFilters, type Project } from '@reeltalk/contracts';
import { PROJECT_LIST, reelTalkApi, type AppStore } from '@reeltalk/web-kit';

const projectAnswer = dataAnswer(projectSchema);

/** What the library changes: a copy and an assignment read the list again; a deletion leaves it by removeFromLibrary. */
const libraryApi = reelTalkApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/projects/:id/duplicate: '{name} (copy)', its objects copied in storage; it heads the list. */
    duplicateProject: build.mutation<Project, string>({
      query: (id) => ({ method: 'POST', path: `/projects/${encodeURIComponent(id)}/duplicate`, answer: projectAnswer }),
      invalidatesTags: [PROJECT_LIST],
    }),
    /** DELETE /api/projects/:id: its rows and every object it owns. */
    deleteProject: build.mutation<void, string>({
      query: (id) => ({ method: 'DELETE', path: `/projects/${encodeURIComponent(id)}`, answer: doneAnswer }),
    }),
    /** PUT /api/projects/:id/publisher: the publisher whose members see it, or none. */
    assignPublisher: build.mutation<Project, { id: string; publisherId: string | null }>({
      query: ({ id, publisherId }) => ({
        method: 'PUT',
        path: `/projects/${encodeURIComponent(id)}/publisher`,
        body: { publisherId },
        answer: projectAnswer,
      }),
      invalidatesTags: [PROJECT_LIST],
    }),
  }),
});

export const { useAssignPublisherMutation, useDeleteProjectMutation, useDuplicateProjectMutation } = libraryApi;

/**
 * Takes a deleted project out of every library list held (each filter's), and out of their counts, without reading
 * them again: the rows the user scrolled to stay where they are.
 */
export const removeFromLibrary =
  (id: string) =>
  (dispatch: AppStore['dispatch'], getState: AppStore['getState']): void => {
    for (const filters of reelTalkApi.util.selectCachedArgsForQuery(getState(), 'libraryPage')) {
      dispatch(
        reelTalkApi.util.updateQueryData('libraryPage', filters as LibraryFilters, (list) => {
          const held = list.pages.some((page) => page.data.some((project) => project._id === id));
          if (!held) return;
          for (const page of list.pages) {
            page.data = page.data.filter((project) => project._id !== id);
            page.total = Math.max(0, page.total - 1);
          }
        }),
      );
    }
  };
