import { describe, expect, it } from 'vitest';
import type { ScriptUnit } from '@reeltalk/contracts';
import { changesNothing, renarratingPlan } from './renarrating.ts';

const heading = (chapter: number, text: string): ScriptUnit => ({ chapter, heading: true, text, take: 0 });
const paragraph = (chapter: number, text: string, take = 0): ScriptUnit => ({ chapter, heading: false, text, take });

const SCRIPT = [
  heading(0, 'Chapter 1'),
  paragraph(0, 'It is a truth universally acknowledged.'),
  paragraph(0, 'However little known the feelings may be.'),
  heading(1, 'Chapter 2'),
  paragraph(1, 'Mr. Bennet was among the earliest.'),
];

/** The plan as text: each stretch kept (its old text) or not (struck), then what comes after it. */
const shown = (before: ScriptUnit[], after: ScriptUnit[]) => {
  const plan = renarratingPlan(before, after);
  const spoken = before.filter((unit) => unit.text.trim() !== '');
  return [
    ...plan.leading.map((unit) => `+ ${unit.text}`),
    ...plan.stretches.flatMap((stretch, at) => [
      `${stretch.kept ? '=' : '-'} ${spoken[at]!.text}`,
      ...stretch.added.map((unit) => `+ ${unit.text}`),
    ]),
  ];
};

describe('renarratingPlan', () => {
  it('shows an edited paragraph in place of the old one, every other stretch kept', () => {
    const after = SCRIPT.with(4, paragraph(1, 'Mr. Bennet was among the very last.'));
    expect(shown(SCRIPT, after)).toEqual([
      '= Chapter 1',
      '= It is a truth universally acknowledged.',
      '= However little known the feelings may be.',
      '= Chapter 2',
      '- Mr. Bennet was among the earliest.',
      '+ Mr. Bennet was among the very last.',
    ]);
  });

  it('puts a paragraph added after another right after it, and drops a deleted one', () => {
    const added = [...SCRIPT.slice(0, 2), paragraph(0, 'A new thought.'), ...SCRIPT.slice(2)];
    expect(shown(SCRIPT, added).slice(1, 4)).toEqual([
      '= It is a truth universally acknowledged.',
      '+ A new thought.',
      '= However little known the feelings may be.',
    ]);
    const deleted = SCRIPT.toSpliced(2, 1);
    expect(shown(SCRIPT, deleted)).toEqual([
      '= Chapter 1',
      '= It is a truth universally acknowledged.',
      '- However little known the feelings may be.',
      '= Chapter 2',
      '= Mr. Bennet was among the earliest.',
    ]);
  });

  it('shows both halves of a split paragraph, and another take of a paragraph as read again', () => {
    const split = SCRIPT.toSpliced(1, 1, paragraph(0, 'It is a truth'), paragraph(0, 'universally acknowledged.'));
    expect(shown(SCRIPT, split).slice(0, 4)).toEqual([
      '= Chapter 1',
      '- It is a truth universally acknowledged.',
      '+ It is a truth',
      '+ universally acknowledged.',
    ]);
    const take = SCRIPT.with(2, paragraph(0, 'However little known the feelings may be.', 1));
    expect(shown(SCRIPT, take).slice(2, 4)).toEqual([
      '- However little known the feelings may be.',
      '+ However little known the feelings may be.',
    ]);
  });

  it('puts a unit added before every stretch first, and says when nothing changes', () => {
    const title = { chapter: null, heading: true, text: 'Pride and Prejudice', take: 0 };
    const plan = renarratingPlan(SCRIPT, [title, ...SCRIPT]);
    expect(plan.leading).toEqual([title]);
    expect(plan.stretches.every((stretch) => stretch.kept && stretch.added.length === 0)).toBe(true);
    expect(changesNothing(plan)).toBe(false);
    expect(changesNothing(renarratingPlan(SCRIPT, SCRIPT))).toBe(true);
  });
});
