import { projectIdOfKey, STORAGE_KEY_PATTERN, type AccountExportRequest, type Project } from '@reeltalk/contracts';

type ExportFile = AccountExportRequest['files'][number];

/** A project's folder in the ZIP: its name made safe for any file system, and its id's start to keep names apart. */
export function projectFolder(project: Pick<Project, '_id' | 'name'>): string {
  const name = project.name
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 80);
  return `projects/${name || 'project'} (${project._id.slice(0, 8)})`;
}

const extensionOf = (key: string): string => /\.[A-Za-z0-9]{1,5}$/.exec(key)?.[0] ?? '';

/**
 * The project's own objects the ZIP holds, each under the name people know it by: the script, the narration (MP3)
 * with its subtitles (SRT), and the mix. Only keys under the project's own folder count.
 */
export function projectFiles(project: Project): ExportFile[] {
  const folder = projectFolder(project);
  const document = project.source_document;
  const stems = project.audio_stems;
  const wanted: Array<[key: string | null | undefined, name: string]> = [
    [document?.key, 'script'],
    [stems.vocal, 'narration'],
    [document?.transcript, 'narration'],
    [stems.mix, 'mix'],
  ];
  return wanted.flatMap(([key, name]) =>
    typeof key === 'string' && STORAGE_KEY_PATTERN.test(key) && projectIdOfKey(key) === project._id
      ? [{ key, path: `${folder}/${name}${extensionOf(key)}` }]
      : [],
  );
}
