import { STORAGE_KEY_MAX_LENGTH, STORAGE_KEY_PATTERN } from '@reeltalk/contracts';
import { z } from 'zod';

/** Project ids come from the bff; they become part of object keys, so only safe characters pass. */
export const projectIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A project id is 1 to 64 letters, digits, "-" or "_".');

/** A key this service built: under a project, plain segments only (the same rule the bff checks keys by). */
export const objectKeySchema = z
  .string()
  .max(STORAGE_KEY_MAX_LENGTH)
  .regex(STORAGE_KEY_PATTERN, 'Not a valid storage key.');

export const projectPrefix = (projectId: string): string => `projects/${projectId}/`;

/** Uploaded scripts: a random name, so two uploads never collide and the person's file name never reaches a key. */
export const scriptPrefix = (projectId: string): string => `${projectPrefix(projectId)}source/`;

/** Each paragraph's narration, kept by content hash so any later narration of the same words reuses it. */
export const paragraphPrefix = (projectId: string): string => `${projectPrefix(projectId)}narration/paragraphs/`;

/** The files one narration job produces. */
export const narrationOutputPrefix = (projectId: string, jobId: string): string =>
  `${projectPrefix(projectId)}narration/${jobId}/`;

/** What each assembled narration was made from, by assembly key, pointing at the files of the job that made it. */
export const assembledNarrationPrefix = (projectId: string): string =>
  `${projectPrefix(projectId)}narration/assembled/`;
