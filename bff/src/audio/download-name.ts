import { audioTitleOf, DEFAULT_AUDIO_TITLE, type Project } from '@reeltalk/contracts';

/** Characters no file system takes in a name, and control characters (Unicode's Cc). */
const UNSAFE = /[/\\:*?"<>|\p{Cc}]+/gu;

/**
 * The name a stored file of the project downloads as: its title (audioTitleOf) made safe for a file name, with the
 * key's extension ("My Book.mp3").
 */
export function downloadName(project: Pick<Project, 'name' | 'videoInfo'>, key: string): string {
  const title = audioTitleOf(project).replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  const extension = /\.[A-Za-z0-9]+$/.exec(key)?.[0] ?? '';
  return `${title || DEFAULT_AUDIO_TITLE}${extension}`;
}
