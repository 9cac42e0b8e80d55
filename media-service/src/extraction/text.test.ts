import { describe, expect, it } from 'vitest';
import { isTitleLike, normaliseText, splitLongParagraph } from './text.ts';

describe('normaliseText', () => {
  it('collapses whitespace of every kind and trims', () => {
    expect(normaliseText('  a\u00a0 b\t\nc\u2003 ')).toBe('a b c');
  });

  it('drops invisible characters and turns control characters into spaces', () => {
    expect(normaliseText('soft\u00adhy\u200bphen\u0007bell\ufeff')).toBe('softhyphen bell');
  });

  it('removes _emphasis_ markers but keeps underscores inside words', () => {
    expect(normaliseText('"_You_ want _this._" snake_case')).toBe('"You want this." snake_case');
  });

  it('reads a double hyphen as an em dash', () => {
    expect(normaliseText('ways--with him ---- there')).toBe('ways\u2014with him ---- there');
  });

  it('composes accents (NFC)', () => {
    expect(normaliseText('cafe\u0301')).toBe('caf\u00e9');
  });
});

describe('isTitleLike', () => {
  it.each(['PRIDE AND PREJUDICE', 'By Jane Austen', 'Produced by Anonymous Volunteers'])('%s is', (line) => {
    expect(isTitleLike(line)).toBe(true);
  });

  it.each(['Bingley.', '"What is his name?"', 'However little known the feelings or views of such a man may be'])(
    '%s is not',
    (line) => {
      expect(isTitleLike(line)).toBe(false);
    },
  );
});

describe('splitLongParagraph', () => {
  it('leaves a paragraph within the limit whole', () => {
    expect(splitLongParagraph('One. Two.', 20)).toEqual(['One. Two.']);
  });

  it('cuts at the last sentence end within the limit', () => {
    expect(splitLongParagraph('First one. Second "one!" Third is here.', 26)).toEqual([
      'First one. Second "one!"',
      'Third is here.',
    ]);
  });

  it('cuts at a space when there is no sentence end, and never loses text', () => {
    const text = 'word '.repeat(30).trim();
    const parts = splitLongParagraph(text, 23);
    expect(parts.every((part) => part.length <= 23)).toBe(true);
    expect(parts.join(' ')).toBe(text);
  });
});
