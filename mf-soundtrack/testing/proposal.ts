import type { ScoreProposal } from '@reeltalk/contracts';

/** For tests: a score proposal of two chapters of a 30 s narration. */
export const TEST_PROPOSAL: ScoreProposal = [
  {
    chapterTitle: 'Chapter One',
    start_time: 0,
    end_time: 12,
    prompt_description: 'slow calm piano',
    track_name: 'My Book – Chapter One',
    mood: 'calm',
    duration: 15,
  },
  {
    chapterTitle: 'The Storm',
    start_time: 12.4,
    end_time: 30,
    prompt_description: 'tense cinematic strings with low drums',
    track_name: 'My Book – The Storm',
    mood: 'suspense',
    duration: 30,
  },
];
