import { PROJECT_NAME_MAX, SCRIPT_EXTENSIONS, SCRIPT_MAX_BYTES } from '../limits.ts';

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

/** Spec 01 §5 script upload: .docx or .txt, at most 10 MB. */
export function validateScriptFile(file: { name: string; size: number }): string {
  if (!isScriptExtension(file.name)) return SCRIPT_FILE_MESSAGES.type;
  if (file.size > SCRIPT_MAX_BYTES) return SCRIPT_FILE_MESSAGES.size;
  return '';
}

/** A project name is required before upload and holds at most 100 characters. */
export function validateProjectName(name: string): string {
  if (name.trim() === '') return PROJECT_NAME_MESSAGES.required;
  if (name.length > PROJECT_NAME_MAX) return PROJECT_NAME_MESSAGES.tooLong;
  return '';
}
