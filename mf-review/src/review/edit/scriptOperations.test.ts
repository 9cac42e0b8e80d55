import { describe, expect, it } from 'vitest';
import {
  addParagraphAfter,
  canAddAfter,
  canMergeWithNext,
  deleteParagraph,
  mergeWithNext,
  replaceText,
  splitParagraph,
} from './scriptOperations.ts';
import { MOBY_SCRIPT } from '../../../testing/scriptFixture.ts';

const script = MOBY_SCRIPT;

describe('script operations', () => {
  it('an edited text starts at take 0, every other unit keeps its take', () => {
    const edited = replaceText(script, 3, '  It is my way.  ');
    expect(edited[3]).toEqual({ chapter: 0, heading: false, text: 'It is my way.', take: 0 });
    expect(edited.filter((_unit, index) => index !== 3)).toEqual(script.filter((_unit, index) => index !== 3));
    expect(replaceText(script, 1, 'Loomings ')[1]).toBe(script[1]);
  });

  it('splits a paragraph at the caret into two of its chapter, and refuses a caret at either end', () => {
    const text = script[2]!.text;
    const split = splitParagraph(script, 2, text, text.indexOf('Some'))!;
    expect(split.map((unit) => unit.text)).toEqual([
      'Moby Dick',
      'Loomings',
      'Call me Ishmael.',
      'Some years ago.',
      'It is a way I have.',
      'The Carpet-Bag',
      'I stuffed a shirt or two.',
    ]);
    expect(split[3]).toEqual({ chapter: 0, heading: false, text: 'Some years ago.', take: 0 });
    expect(split[4]).toBe(script[3]);
    expect(splitParagraph(script, 2, text, 0)).toBeNull();
    expect(splitParagraph(script, 2, text, text.length)).toBeNull();
    expect(splitParagraph(script, 1, 'Loom ings', 4)).toBeNull();
  });

  it('merges a paragraph with the next one of its chapter only', () => {
    expect(canMergeWithNext(script, 2)).toBe(true);
    expect(mergeWithNext(script, 2)![2]).toEqual({
      chapter: 0,
      heading: false,
      text: 'Call me Ishmael. Some years ago. It is a way I have.',
      take: 0,
    });
    expect(mergeWithNext(script, 2)).toHaveLength(script.length - 1);
    expect(canMergeWithNext(script, 3)).toBe(false);
    expect(mergeWithNext(script, 3)).toBeNull();
    expect(canMergeWithNext(script, 1)).toBe(false);
    expect(canMergeWithNext(script, 5)).toBe(false);
  });

  it('adds a paragraph after a heading or a paragraph, in its chapter, never after the title', () => {
    const added = addParagraphAfter(script, 4, ' A new start. ')!;
    expect(added[5]).toEqual({ chapter: 1, heading: false, text: 'A new start.', take: 0 });
    expect(added[6]).toBe(script[5]);
    expect(canAddAfter(script, 0)).toBe(false);
    expect(addParagraphAfter(script, 0, 'Before all')).toBeNull();
    expect(canAddAfter(script, 3)).toBe(true);
  });

  it('deletes one paragraph', () => {
    expect(deleteParagraph(script, 3)).toEqual([...script.slice(0, 3), ...script.slice(4)]);
  });
});
