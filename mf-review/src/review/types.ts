import type { Project } from '@reeltalk/contracts';

/** The timeline JSON the narration writes (audio_stems.timeline). */
export interface TimelineWord {
  text: string;
  start: number;
  end: number;
}
export interface TimelineParagraph {
  /** A title read out: the script's, or its chapter's (then the chapter's first paragraph). */
  heading?: boolean;
  start: number;
  end: number;
  words: TimelineWord[];
}
export interface TimelineChapter {
  title?: string | null;
  start: number;
  end: number;
  paragraphs: TimelineParagraph[];
}
export interface Timeline {
  duration: number;
  /** The script's title, read before the first chapter. */
  title?: TimelineParagraph | null;
  chapters: TimelineChapter[];
}

/** The storage key of the word-level SRT, once the narration has written it. */
export function transcriptKey(project: Project): string | null {
  return project.source_document?.transcript || null;
}
