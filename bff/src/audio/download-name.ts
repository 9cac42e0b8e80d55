import { DEFAULT_AUDIO_TITLE, type Project } from '@reeltalk/contracts';

/** Characters no file system takes in a name, and control characters (Unicode's Cc). */
const UNSAFE = /[/\\:*?"<>|\p{Cc}]+/gu;

/**
 * The name a stored file of the project downloads as: its audio title, else the project's name, else the product's
 * default title, with the key's extension ("My Book.mp3").
 */
export function downloadName(project: Pick<Project, 'name' | 'videoInfo'>, key: string): string {
  const title = [project.videoInfo.video_title_caption, project.name]
    .map((text) => (text ?? '').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim())
    .find((text) => text !== '');
  const extension = /\.[A-Za-z0-9]+$/.exec(key)?.[0] ?? '';
  return `${title ?? DEFAULT_AUDIO_TITLE}${extension}`;
}
