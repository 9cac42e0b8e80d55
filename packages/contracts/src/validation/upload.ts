import { PROJECT_NAME_MAX, SCRIPT_EXTENSIONS, SCRIPT_MAX_BYTES } from '../limits.ts';
import { displayTextProblem, normaliseText } from './displayText.ts';

/** Messages of POST /api/upload beyond the spec's type and size texts (SCRIPT_FILE_MESSAGES, below). */
export const SCRIPT_UPLOAD_MESSAGES = {
  empty: 'The file is empty.',
  projectIdFirst: 'projectId must come before file',
  missingProjectId: 'Send the projectId field with the file.',
  missingFile: 'Attach the script as the "file" field.',
  notMultipart: 'Send the script as multipart/form-data with the fields projectId and file.',
} as const;

export const SCRIPT_FILE_MESSAGES = {
  type: `File type not supported. Please upload: ${SCRIPT_EXTENSIONS.join(', ')}`,
  size: 'File too large. Maximum size is 10MB',
} as const;

export const PROJECT_NAME_MESSAGES = {
  /** The drop area's hint while no project name is entered. */
  required: 'Enter project name to upload',
  /** Not a spec text: the input stops at the limit, so only a bypassed client (the server) can see this one. */
  tooLong: `Project name must be at most ${PROJECT_NAME_MAX} characters`,
} as const;

/** The lower-cased extension of a file name, with its dot ('' when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

export function isScriptExtension(name: string): boolean {
  return (SCRIPT_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/** Script upload: .docx or .txt, not empty, at most 10 MB (checked before a project is created for it). */
export function validateScriptFile(file: { name: string; size: number }): string {
  if (!isScriptExtension(file.name)) return SCRIPT_FILE_MESSAGES.type;
  if (file.size > SCRIPT_MAX_BYTES) return SCRIPT_FILE_MESSAGES.size;
  if (file.size === 0) return SCRIPT_UPLOAD_MESSAGES.empty;
  return '';
}

/** A script's shown name holds at most this many characters (what file systems allow). */
export const SCRIPT_NAME_MAX = 255;

const EXTENSION_MAX = 16;

/** Text-direction controls, control characters and unpaired surrogates: never part of a shown file name. */
const UNSHOWABLE_IN_NAMES = /[\u202A-\u202E\u2066-\u2069]|\p{Cc}|[\uD800-\uDFFF]/gu;

/**
 * The name a script is shown and stored under: the last segment of what the browser sent (some send
 * "C:\fakepath\script.docx"), in NFC, without characters that cannot be shown, and at most SCRIPT_NAME_MAX
 * characters, shortened before its extension so the extension (and so its type) survives.
 */
export function scriptDisplayName(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  const characters = Array.from(normaliseText(last).replace(UNSHOWABLE_IN_NAMES, '').trim());
  if (characters.length <= SCRIPT_NAME_MAX) return characters.join('');
  const dot = characters.lastIndexOf('.');
  // A name whose "extension" is most of it has none worth keeping.
  const extension = dot > 0 && characters.length - dot <= EXTENSION_MAX ? characters.slice(dot) : [];
  return (
    characters
      .slice(0, SCRIPT_NAME_MAX - extension.length)
      .join('')
      .trimEnd() + extension.join('')
  );
}

/** A project name is required before upload, holds at most 100 characters and shows as it was typed. */
export function validateProjectName(name: string): string {
  if (name.trim() === '') return PROJECT_NAME_MESSAGES.required;
  if (name.length > PROJECT_NAME_MAX) return PROJECT_NAME_MESSAGES.tooLong;
  return displayTextProblem('Project name', normaliseText(name));
}
