import { describe, expect, it } from 'vitest';
import { toChapters, type Block } from './chapters.ts';

const h = (level: number, text: string): Block => ({ kind: 'heading', level, text });
const p = (text: string): Block => ({ kind: 'paragraph', text });

describe('toChapters', () => {
  it('makes one untitled chapter of a document without headings, and none of an empty one', () => {
    expect(toChapters([p('One.'), p('Two.')])).toEqual([{ title: null, paragraphs: ['One.', 'Two.'] }]);
    expect(toChapters([])).toEqual([]);
  });

  it('takes a lone first top-level heading over deeper ones for the document title, not a chapter', () => {
    expect(
      toChapters([h(1, 'Pride and Prejudice'), p('By Jane Austen'), h(2, 'Chapter 1'), p('It is a truth.')]),
    ).toEqual([{ title: 'Chapter 1', paragraphs: ['It is a truth.'] }]);
  });

  it('makes every top-level heading a chapter when there are several', () => {
    expect(toChapters([h(1, 'One'), p('a.'), h(1, 'Two'), h(2, 'Scene'), p('b.')])).toEqual([
      { title: 'One', paragraphs: ['a.'] },
      { title: 'Two', paragraphs: ['Scene', 'b.'] },
    ]);
  });

  it('makes a single heading with only paragraphs after it a titled chapter', () => {
    expect(toChapters([h(1, 'The Gift'), p('One dollar.')])).toEqual([
      { title: 'The Gift', paragraphs: ['One dollar.'] },
    ]);
  });

  it('keeps front matter that is more than a title page as an untitled first chapter', () => {
    expect(toChapters([p('This book was written in a hurry.'), h(1, 'Chapter 1'), p('Go.')])).toEqual([
      { title: null, paragraphs: ['This book was written in a hurry.'] },
      { title: 'Chapter 1', paragraphs: ['Go.'] },
    ]);
  });

  it('leaves a title page (short title-like lines) out', () => {
    expect(toChapters([p('PRIDE AND PREJUDICE'), p('By Jane Austen'), h(1, 'Chapter 1'), p('Go.')])).toEqual([
      { title: 'Chapter 1', paragraphs: ['Go.'] },
    ]);
  });
});
