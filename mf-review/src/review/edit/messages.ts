import type { ScriptVersionSummary } from '@reeltalk/contracts';
import type { StretchKind } from '../transcript/TranscriptView.tsx';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The script editor's texts. */
export const EDIT_MESSAGES = {
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  splitHere: 'Split here',
  mergeWithNext: 'Merge with next',
  addParagraphAfter: 'Add paragraph after',
  addParagraph: 'Add paragraph',
  deleteParagraph: 'Delete paragraph',
  moreActions: 'More actions',
  newParagraph: 'New paragraph',
  undo: 'Undo',
  versions: 'Versions',
  restore: 'Restore',
  current: 'Current',
  reload: 'Reload',
  notPossible: 'That change cannot be made to this part of the script.',
  splitNeedsCaret: 'Place the cursor between two parts of the text to split it there.',
  renarrating: 'Re-narrating...',
  otherVersion:
    'The transcript is of another version of the script. Its paragraphs can be edited once the current version is narrated.',
} as const;

/** The pencil's name: a paragraph is edited, a title renamed. */
export const editAction = (kind: StretchKind): string =>
  kind === 'paragraph' ? 'Edit paragraph' : kind === 'title' ? 'Rename title' : 'Rename heading';

/** The text field's name while editing. */
export const editorLabel = (kind: StretchKind | 'new'): string =>
  kind === 'paragraph' || kind === 'new' ? 'Paragraph text' : kind === 'title' ? 'Title text' : 'Heading text';

/** Another take of a stretch; once it has had one, which take it is on. */
export const regenerateAction = (take: number): string => (take > 0 ? `Regenerate (take ${take})` : 'Regenerate');

export const takeBadge = (take: number): string => `Take ${take}`;

export const versionName = (number: number): string => `Version ${number}`;

/** What made a version, for its row in the list. */
export function versionKind(version: Pick<ScriptVersionSummary, 'kind' | 'restoredFrom'>): string {
  switch (version.kind) {
    case 'upload':
      return 'Uploaded document';
    case 'edit':
      return 'Edited';
    case 'restore':
      return version.restoredFrom ? `Restored version ${version.restoredFrom}` : 'Restored';
    case 'take':
      return 'Another take';
  }
}

export const versionWords = (count: number): string => plural(count, 'word', 'words');

/** What the narration after a change read again, from its result. */
export const renarrated = ({ synthesized, reused }: { synthesized: number; reused: number }): string =>
  `${plural(synthesized, 'paragraph', 'paragraphs')} re-narrated, ${reused} reused`;

/** Without the narration's result: how many paragraphs differ from the script before the change. */
export const changedParagraphs = ({ changed, unchanged }: { changed: number; unchanged: number }): string =>
  `${plural(changed, 'paragraph', 'paragraphs')} changed, ${unchanged} unchanged`;
