import { describe, expect, it } from 'vitest';
import { isChapterMarker, readTxt } from './txt.ts';

const read = (text: string) => readTxt(Buffer.from(text));

describe('isChapterMarker', () => {
  it.each([
    'Chapter 1',
    'CHAPTER I',
    'CHAPTER XII.',
    'Chapter iv',
    'Chapter One',
    'Chapter Twenty-One',
    'Chapter 3: The Ball',
    'Part Two — The Return',
    'Book the First',
    'Act I, Scene 2',
    'Prologue',
    'EPILOGUE.',
    'IV.',
    'I',
    'XLII',
  ])('takes %s for a chapter heading', (line) => {
    expect(isChapterMarker(line)).toBe(true);
  });

  it.each([
    'Chapter and verse were quoted at length.',
    'Part of the problem',
    'IIII',
    'DID',
    'mix',
    'Mr. Bennet replied that he had not.',
    `Chapter 1 ${'very long '.repeat(12)}`,
  ])('does not take %s for one', (line) => {
    expect(isChapterMarker(line)).toBe(false);
  });
});

describe('readTxt', () => {
  it('joins hard-wrapped lines into paragraphs and splits paragraphs on blank lines', () => {
    expect(read('It is a truth universally\nacknowledged.\n\n  \nHowever little\nknown.\n')).toEqual([
      { kind: 'paragraph', text: 'It is a truth universally acknowledged.' },
      { kind: 'paragraph', text: 'However little known.' },
    ]);
  });

  it('takes each long line as a paragraph in a file written without wrapping', () => {
    const long = (word: string) => `${word} ${'and so on '.repeat(12)}end.`;
    expect(read(`${long('One')}\n${long('Two')}\nShort.`).map((block) => block.text)).toEqual([
      long('One'),
      long('Two'),
      'Short.',
    ]);
  });

  it('takes each line as a paragraph in a file without a single blank line', () => {
    expect(read('INT. KITCHEN - NIGHT\nShe waits.\nThe door opens.').map((block) => block.text)).toEqual([
      'INT. KITCHEN - NIGHT',
      'She waits.',
      'The door opens.',
    ]);
  });

  it('makes chapter markers headings, with a title line right after as their subtitle', () => {
    expect(
      read('CHAPTER I.\nDown the Rabbit-Hole\n\nAlice was beginning.\n\nCHAPTER II\n\nThe Pool\n\nCurious.'),
    ).toEqual([
      { kind: 'heading', level: 1, text: 'CHAPTER I: Down the Rabbit-Hole' },
      { kind: 'paragraph', text: 'Alice was beginning.' },
      { kind: 'heading', level: 1, text: 'CHAPTER II: The Pool' },
      { kind: 'paragraph', text: 'Curious.' },
    ]);
  });

  it('splits a marker off the paragraph it starts', () => {
    expect(read('Chapter 1\nIt was a dark night.')).toEqual([
      { kind: 'heading', level: 1, text: 'Chapter 1' },
      { kind: 'paragraph', text: 'It was a dark night.' },
    ]);
  });

  it('uses short title-case lines followed by prose as headings when there are no chapter markers', () => {
    expect(read('The Arrival\n\nThey came at dawn.\n\nhello there\n\nA Long Night\n\nNobody slept.')).toEqual([
      { kind: 'heading', level: 1, text: 'The Arrival' },
      { kind: 'paragraph', text: 'They came at dawn.' },
      { kind: 'paragraph', text: 'hello there' },
      { kind: 'heading', level: 1, text: 'A Long Night' },
      { kind: 'paragraph', text: 'Nobody slept.' },
    ]);
  });

  it('ignores title-like lines as headings once the text has chapter markers', () => {
    expect(read('The Arrival\n\nChapter 1\n\nThey came at dawn.\n\nThe Morning After\n\nNobody slept.')).toEqual([
      { kind: 'title', text: 'The Arrival' },
      { kind: 'heading', level: 1, text: 'Chapter 1' },
      { kind: 'paragraph', text: 'They came at dawn.' },
      { kind: 'paragraph', text: 'The Morning After' },
      { kind: 'paragraph', text: 'Nobody slept.' },
    ]);
  });

  it('takes the first line for the title when a blank line follows it, it is short and it has no final stop', () => {
    expect(read('The Keeper of Quayle Light\n\nChapter 1\n\nIt was dark.')).toEqual([
      { kind: 'title', text: 'The Keeper of Quayle Light' },
      { kind: 'heading', level: 1, text: 'Chapter 1' },
      { kind: 'paragraph', text: 'It was dark.' },
    ]);
    expect(read('\n\nThe Gift\n\nOne dollar and eighty-seven cents.')).toEqual([
      { kind: 'title', text: 'The Gift' },
      { kind: 'paragraph', text: 'One dollar and eighty-seven cents.' },
    ]);
    expect(read('My Story\n\nThe Arrival\n\nThey came at dawn.\n\nA Long Night\n\nNobody slept.')).toEqual([
      { kind: 'title', text: 'My Story' },
      { kind: 'heading', level: 1, text: 'The Arrival' },
      { kind: 'paragraph', text: 'They came at dawn.' },
      { kind: 'heading', level: 1, text: 'A Long Night' },
      { kind: 'paragraph', text: 'Nobody slept.' },
    ]);
  });

  it('passes over credit lines to the title line', () => {
    expect(read('Produced by Volunteers\n\nEMMA\n\nBy Jane Austen\n\nChapter 1\n\nGo.')).toEqual([
      { kind: 'title', text: 'EMMA' },
      { kind: 'paragraph', text: 'Produced by Volunteers' },
      { kind: 'paragraph', text: 'By Jane Austen' },
      { kind: 'heading', level: 1, text: 'Chapter 1' },
      { kind: 'paragraph', text: 'Go.' },
    ]);
    expect(read('By the Sea\n\nThe waves came in.')[0]).toEqual({ kind: 'title', text: 'By the Sea' });
  });

  it.each([
    ['a sentence', 'It was late.\n\nThe end came.'],
    ['a wrapped paragraph', 'It was late\nand dark\n\nThe end came.'],
    ['a chapter marker', 'Chapter 1\n\nThe end came.'],
    ['alone in the text', 'The Gift'],
    ['in a text without blank lines', 'The Gift\nOne dollar.'],
  ])('takes no title from %s', (_what, script) => {
    expect(read(script).some((block) => block.kind === 'title')).toBe(false);
  });

  it('keeps every line of a Project Gutenberg file, its header and licence too', () => {
    const book = [
      'The Project Gutenberg eBook of Emma.',
      '*** START OF THE PROJECT GUTENBERG EBOOK EMMA ***',
      'Emma Woodhouse, handsome, clever, and rich.',
      '*** END OF THE PROJECT GUTENBERG EBOOK EMMA ***',
      'Licence text.',
    ];
    expect(read(book.join('\n\n')).map((block) => block.text)).toEqual(book);
  });

  it('drops lines with nothing to say, such as a row of asterisks', () => {
    expect(read('One.\n\n      * * * * *\n\nTwo.').map((block) => block.text)).toEqual(['One.', 'Two.']);
  });

  it('handles Windows and old Mac line ends', () => {
    expect(read('One\r\nline.\r\n\r\nTwo.\r\rThree.').map((block) => block.text)).toEqual([
      'One line.',
      'Two.',
      'Three.',
    ]);
  });
});
