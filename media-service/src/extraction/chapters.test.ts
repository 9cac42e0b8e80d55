import { describe, expect, it } from 'vitest';
import { structureOf, type Block } from './chapters.ts';

const h = (level: number, text: string): Block => ({ kind: 'heading', level, text });
const p = (text: string): Block => ({ kind: 'paragraph', text });
const t = (text: string): Block => ({ kind: 'title', text });
const chaptersOf = (blocks: Block[]) => structureOf(blocks).chapters;

describe('structureOf', () => {
  it('makes one untitled chapter of a document without headings, and none of an empty one', () => {
    expect(chaptersOf([p('One.'), p('Two.')])).toEqual([{ title: null, paragraphs: ['One.', 'Two.'] }]);
    expect(chaptersOf([])).toEqual([]);
  });

  it('takes a lone first top-level heading over deeper ones for the document title, not a chapter', () => {
    expect(
      structureOf([h(1, 'Pride and Prejudice'), p('By Jane Austen'), h(2, 'Chapter 1'), p('It is a truth.')]),
    ).toEqual({
      title: 'Pride and Prejudice',
      chapters: [
        { title: null, paragraphs: ['By Jane Austen'] },
        { title: 'Chapter 1', paragraphs: ['It is a truth.'] },
      ],
    });
  });

  it('takes the block marked as the title for the title, over every heading, and reads a second one', () => {
    expect(structureOf([t('The Gift'), h(1, 'One'), p('a.'), h(1, 'Two'), t('Coda'), p('b.')])).toEqual({
      title: 'The Gift',
      chapters: [
        { title: 'One', paragraphs: ['a.'] },
        { title: 'Two', paragraphs: ['Coda', 'b.'] },
      ],
    });
    expect(structureOf([t('The Gift'), p('One dollar.')])).toEqual({
      title: 'The Gift',
      chapters: [{ title: null, paragraphs: ['One dollar.'] }],
    });
  });

  it('has no title without a marked one or a lone first top-level heading', () => {
    expect(structureOf([h(1, 'One'), p('a.'), h(1, 'Two'), p('b.')]).title).toBeNull();
    expect(structureOf([p('a.')]).title).toBeNull();
  });

  it('makes every top-level heading a chapter when there are several', () => {
    expect(chaptersOf([h(1, 'One'), p('a.'), h(1, 'Two'), h(2, 'Scene'), p('b.')])).toEqual([
      { title: 'One', paragraphs: ['a.'] },
      { title: 'Two', paragraphs: ['Scene', 'b.'] },
    ]);
  });

  it('makes a single heading with only paragraphs after it a titled chapter', () => {
    expect(chaptersOf([h(1, 'The Gift'), p('One dollar.')])).toEqual([
      { title: 'The Gift', paragraphs: ['One dollar.'] },
    ]);
  });

  it('keeps front matter as an untitled first chapter', () => {
    expect(chaptersOf([p('This book was written in a hurry.'), h(1, 'Chapter 1'), p('Go.')])).toEqual([
      { title: null, paragraphs: ['This book was written in a hurry.'] },
      { title: 'Chapter 1', paragraphs: ['Go.'] },
    ]);
  });

  it('keeps a title page (short title-like lines: author, credits) as an untitled first chapter', () => {
    expect(chaptersOf([p('PRIDE AND PREJUDICE'), p('By Jane Austen'), h(1, 'Chapter 1'), p('Go.')])).toEqual([
      { title: null, paragraphs: ['PRIDE AND PREJUDICE', 'By Jane Austen'] },
      { title: 'Chapter 1', paragraphs: ['Go.'] },
    ]);
  });
});
