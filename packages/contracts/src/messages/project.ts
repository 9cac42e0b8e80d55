import { PROJECT_NAME_SUFFIX_CHARS } from '../limits.ts';

export const PROJECT_DEFAULTS = {
  initialName: 'Untitled Project',
  audioTitle: 'ReelTalk Audiobook',
  settingUpWorkspace: 'Setting up your workspace...',
} as const;

export const PROJECT_MESSAGES = {
  /** A project that does not exist and another user's project read alike, so ids cannot be probed. */
  notFound: 'Project not found.',
} as const;

const SUFFIX_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The name a project gets after creation: 'project' + id + 4 random upper-case letters or digits. */
export function projectNameAfterCreation(id: string, random: () => number = Math.random): string {
  const suffix = Array.from(
    { length: PROJECT_NAME_SUFFIX_CHARS },
    () => SUFFIX_ALPHABET[Math.floor(random() * SUFFIX_ALPHABET.length)],
  ).join('');
  return `project${id}${suffix}`;
}
