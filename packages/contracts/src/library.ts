import { z } from 'zod';
import { isUuid } from './ids.ts';
import { STATUS_FILTERS } from './limits.ts';
import { projectStatusSchema } from './project.ts';
import { PUBLISHER_PERMISSIONS } from './publisher.ts';

export const LIBRARY_PAGE_DEFAULT = 30;
const LIBRARY_PAGE_MAX = 100;
const LIBRARY_SEARCH_MAX = 200;

export const LIBRARY_QUERY_MESSAGES = {
  status: 'status must be draft, in-progress or complete',
  limit: `limit must be a whole number from 1 to ${LIBRARY_PAGE_MAX}`,
  search: `The search may be at most ${LIBRARY_SEARCH_MAX} characters`,
  cursor: 'The cursor is not one this library gave; reload the library.',
  publisher: "publisher must be 'mine' or a publisher id",
  sort: 'sort must be updated or name',
} as const;

/** The library's orders: the latest change first (the default), or by name from A to Z. */
export const LIBRARY_SORTS = ['updated', 'name'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];

/** A query parameter given once or repeated: its values, comma-separated ones split, trimmed, empty ones dropped. */
const genreListSchema = z.union([z.string(), z.array(z.string())]).transform((value) =>
  [value]
    .flat()
    .flatMap((part) => part.split(','))
    .map((genre) => genre.trim())
    .filter((genre) => genre !== ''),
);

/**
 * GET /api/projects. `status` 'all' is the same as none; `genres` keeps a project having any of them; `q` matches the
 * project's name or its owner's full name, trimmed and in any case; `publisher` keeps the caller's own projects
 * ('mine') or those assigned to one of their publishers (its id); `sort` orders them; `cursor` is the previous page's
 * `nextCursor` (of the same sort).
 */
export const libraryQuerySchema = z.object({
  status: z
    .enum(STATUS_FILTERS, { error: LIBRARY_QUERY_MESSAGES.status })
    .optional()
    .transform((status) => (status === 'all' ? undefined : status)),
  genres: genreListSchema.optional().transform((genres) => genres ?? []),
  q: z
    .string()
    .trim()
    .max(LIBRARY_SEARCH_MAX, LIBRARY_QUERY_MESSAGES.search)
    .optional()
    .transform((q) => (q ? q : undefined)),
  limit: z.coerce
    .number({ error: LIBRARY_QUERY_MESSAGES.limit })
    .int(LIBRARY_QUERY_MESSAGES.limit)
    .min(1, LIBRARY_QUERY_MESSAGES.limit)
    .max(LIBRARY_PAGE_MAX, LIBRARY_QUERY_MESSAGES.limit)
    .default(LIBRARY_PAGE_DEFAULT),
  publisher: z
    .string()
    .refine((publisher) => publisher === 'mine' || isUuid(publisher), LIBRARY_QUERY_MESSAGES.publisher)
    .optional(),
  sort: z.enum(LIBRARY_SORTS, { error: LIBRARY_QUERY_MESSAGES.sort }).default('updated'),
  cursor: z.string().min(1, LIBRARY_QUERY_MESSAGES.cursor).max(1000, LIBRARY_QUERY_MESSAGES.cursor).optional(),
});
export type LibraryQuery = z.output<typeof libraryQuerySchema>;

/** One row of the library: what the list shows and what the caller may do with it. */
export const libraryProjectSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  status: projectStatusSchema,
  genres: z.array(z.string()),
  userId: z.object({ _id: z.uuid(), fullName: z.string() }),
  audio_stems: z.object({
    vocal: z.string().nullable(),
    mix: z.string().nullable(),
    vocal_duration: z.number().nullable(),
  }),
  updatedAt: z.iso.datetime({ offset: true }),
  access: z.enum(PUBLISHER_PERMISSIONS),
  publisher: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
});
export type LibraryProject = z.infer<typeof libraryProjectSchema>;

/** One page of GET /api/projects: `total` counts every match of the query; `genres` spans the visible library. */
export const libraryPageSchema = z.object({
  success: z.literal(true),
  data: z.array(libraryProjectSchema),
  total: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
  genres: z.array(z.string()),
});
export type LibraryPage = z.infer<typeof libraryPageSchema>;
