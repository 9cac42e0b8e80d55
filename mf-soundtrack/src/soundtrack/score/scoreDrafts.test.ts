import { describe, expect, it } from 'vitest';
import { creatableDrafts, draftsFromProposal, scoreDraftProblem } from './scoreDrafts.ts';
import { TEST_PROPOSAL } from '../../../testing/proposal.ts';

const [opening, storm] = draftsFromProposal(TEST_PROPOSAL);

describe('score drafts', () => {
  it('keeps every proposed draft to begin with, and all of them are made', () => {
    expect([opening!.keep, storm!.keep]).toEqual([true, true]);
    expect(creatableDrafts([opening!, storm!], 30)).toHaveLength(2);
  });

  it('makes only the kept drafts, and nothing when all are dropped', () => {
    expect(creatableDrafts([opening!, { ...storm!, keep: false }], 30)).toEqual([opening]);
    expect(creatableDrafts([{ ...opening!, keep: false }], 30)).toBeNull();
  });

  it('holds back a changed draft that breaks the zone rule or lost its prompt', () => {
    const late = { ...storm!, end_time: 31 };
    expect(scoreDraftProblem(late, 30)).toMatch(/narration/i);
    expect(creatableDrafts([opening!, late], 30)).toBeNull();
    expect(scoreDraftProblem({ ...opening!, prompt_description: ' ' }, 30)).toBe(
      'Please describe the music style you want to generate',
    );
    expect(scoreDraftProblem({ ...late, keep: false }, 30)).toBeNull();
    // A time that is none is named by its field; the draft is held back all the same.
    const untimed = { ...opening!, end_time: Number.NaN };
    expect(scoreDraftProblem(untimed, 30)).toBeNull();
    expect(creatableDrafts([untimed], 30)).toBeNull();
  });
});
