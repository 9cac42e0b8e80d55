import { MIN_ZONE_SECONDS, MUSIC_DURATIONS, type ScoreProposal } from '@reeltalk/contracts';
import type { Timeline } from '../narration/timeline.ts';

/** What music fits a passage: a prompt in the composer's words, and the mood it read. */
export type PromptForPassage = (text: string) => { prompt: string; mood: string };

const TRACK_NAME_CHARS = 100;

/** The offered duration nearest to `seconds` (the longest, 60 s, for anything longer; the shorter one on a tie). */
export const nearestMusicDuration = (seconds: number): (typeof MUSIC_DURATIONS)[number] =>
  MUSIC_DURATIONS.reduce((best, duration) =>
    Math.abs(duration - seconds) < Math.abs(best - seconds) ? duration : best,
  );

/**
 * "Score my book": a draft zone over each chapter of the narration (chapters too short for a zone are left out),
 * with a track to generate for it whose prompt comes from the chapter's own text.
 */
export function proposeScore(timeline: Timeline, promptFor: PromptForPassage): ScoreProposal {
  return timeline.chapters.flatMap((chapter, index) => {
    if (chapter.end - chapter.start < MIN_ZONE_SECONDS) return [];
    const chapterTitle = (chapter.title ?? `Chapter ${index + 1}`).slice(0, TRACK_NAME_CHARS);
    const text = chapter.paragraphs
      .filter((paragraph) => !paragraph.heading)
      .map((paragraph) => paragraph.text)
      .join('\n');
    const { prompt, mood } = promptFor(text || chapterTitle);
    return [
      {
        chapterTitle,
        start_time: chapter.start,
        end_time: chapter.end,
        prompt_description: prompt,
        track_name: chapterTitle,
        mood,
        duration: nearestMusicDuration(chapter.end - chapter.start),
      },
    ];
  });
}
