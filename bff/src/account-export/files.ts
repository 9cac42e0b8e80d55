import { projectIdOfKey, STORAGE_KEY_PATTERN, type AccountExportRequest, type Project } from '@reeltalk/contracts';
import { coverKeyOf } from '../cover/cover-key.ts';

export type ExportFile = AccountExportRequest['files'][number];

/** A name made safe for any file system as one segment of a path in the ZIP ('' when nothing is left of it). */
function safeName(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 80);
}

/** A project's folder in the ZIP: its name made safe for any file system, and its id's start to keep names apart. */
export function projectFolder(project: Pick<Project, '_id' | 'name'>): string {
  return `projects/${safeName(project.name) || 'project'} (${project._id.slice(0, 8)})`;
}

const extensionOf = (key: string): string => /\.[A-Za-z0-9]{1,5}$/.exec(key)?.[0] ?? '';

/** A custom voice's sample, under the voice's name. */
export const voiceSampleFile = (voice: { id: string; display_name: string }, key: string): ExportFile => ({
  key,
  path: `voices/${safeName(voice.display_name) || 'voice'} (${voice.id.slice(0, 8)})${extensionOf(key)}`,
});

/** What a project has beyond its row: its waveform video and its script's versions. */
export interface ProjectExtras {
  videoKey: string | null;
  scriptVersions: ReadonlyArray<{ number: number; key: string }>;
}

/**
 * The project's own objects the ZIP holds, each under the name people know it by: the script and each of its
 * versions, the narration (MP3) with its subtitles (SRT), the mix as MP3 and WAV, the waveform video and the cover.
 * Only keys under the project's own folder count, and each object once (version 1 is the uploaded script).
 */
export function projectFiles(project: Project, extras: ProjectExtras): ExportFile[] {
  const folder = projectFolder(project);
  const document = project.source_document;
  const stems = project.audio_stems;
  const wanted: Array<[key: string | null | undefined, name: string]> = [
    [document?.key, 'script'],
    [stems.vocal, 'narration'],
    [document?.transcript, 'narration'],
    [stems.mix, 'mix'],
    [stems.mix_wav, 'mix'],
    [extras.videoKey, 'video'],
    [coverKeyOf(project), 'cover'],
    ...extras.scriptVersions.map(({ number, key }): [string, string] => [key, `script-versions/version-${number}`]),
  ];
  const files = new Map<string, string>();
  for (const [key, name] of wanted) {
    if (typeof key !== 'string' || files.has(key)) continue;
    if (STORAGE_KEY_PATTERN.test(key) && projectIdOfKey(key) === project._id) {
      files.set(key, `${folder}/${name}${extensionOf(key)}`);
    }
  }
  return [...files].map(([key, path]) => ({ key, path }));
}
