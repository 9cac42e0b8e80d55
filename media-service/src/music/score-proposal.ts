import { MIN_ZONE_SECONDS, MUSIC_DURATIONS, type ScoreProposal } from '@reeltalk/contracts';
import type { Timeline } from '../narration/timeline.ts';

/** What music fits each chapter of a book (read together, so they can be told apart): a prompt in the composer's words, and the mood it read. */
export type PromptsForChapters = (texts: readonly string[]) => Array<{ prompt: string; mood: string }>;

const TRACK_NAME_CHARS = 100;

/** The offered duration nearest to `seconds` (the longest, 60 s, for anything longer; the shorter one on a tie). */
export const nearestMusicDuration = (seconds: number): (typeof MUSIC_DURATIONS)[number] =>
  MUSIC_DURATIONS.reduce((best, duration) =>
    Math.abs(duration - seconds) < Math.abs(best - seconds) ? duration : best,
  );

/**
 * "Score my book": a draft zone over each chapter of the narration (chapters too short for a zone are left out),
 * with a track to generate for it whose prompt comes from the chapter's own text, read against the other chapters.
 */
export function proposeScore(timeline: Timeline, promptsFor: PromptsForChapters): ScoreProposal {
  const chapters = timeline.chapters.flatMap((chapter, index) => {
    if (chapter.end - chapter.start < MIN_ZONE_SECONDS) return [];
    const chapterTitle = (chapter.title ?? `Chapter ${index + 1}`).slice(0, TRACK_NAME_CHARS);
    const text = chapter.paragraphs
      .filter((paragraph) => !paragraph.heading)
      .map((paragraph) => paragraph.text)
      .join('\n');
    return [{ chapter, chapterTitle, text: text || chapterTitle }];
  });
  const prompts = promptsFor(chapters.map(({ text }) => text));
  return chapters.map(({ chapter, chapterTitle }, index) => ({
    chapterTitle,
    start_time: chapter.start,
    end_time: chapter.end,
    prompt_description: prompts[index]!.prompt,
    track_name: chapterTitle,
    mood: prompts[index]!.mood,
    duration: nearestMusicDuration(chapter.end - chapter.start),
  }));
}
