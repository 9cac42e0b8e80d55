import { describe, expect, it } from 'vitest';
import { addGenre, removeLastGenre, splitGenreInput, uniqueGenres } from './genres.ts';

describe('addGenre', () => {
  it.each([
    [[], 'Drama', ['Drama']],
    [['Drama'], '  Sci-Fi  ', ['Drama', 'Sci-Fi']],
    [['Drama'], '', ['Drama']],
    [['Drama'], '   ', ['Drama']],
    [['Drama'], 'Drama', ['Drama']],
    [['Drama'], ' Drama ', ['Drama']],
    [['Drama'], 'drama', ['Drama']],
    [['Café'], 'CAFE\u0301', ['Café']],
  ])('%j + %j → %j', (list, raw, expected) => {
    expect(addGenre(list, raw)).toEqual(expected);
  });

  it('does not change the given list', () => {
    const list = ['Drama'];
    addGenre(list, 'Comedy');
    expect(list).toEqual(['Drama']);
  });
});

describe('uniqueGenres', () => {
  it('keeps the first spelling of genres differing only in case, trimmed, without empty ones', () => {
    expect(uniqueGenres([' Drama ', 'DRAMA', '', 'Sci-Fi', 'drama', 'sci-fi'])).toEqual(['Drama', 'Sci-Fi']);
  });
});

describe('splitGenreInput', () => {
  it.each([
    ['Drama', [], 'Drama'],
    ['Drama,', ['Drama'], ''],
    ['Drama, Sci', ['Drama'], ' Sci'],
    ['Drama,,Comedy, Drama,x', ['Drama', 'Comedy'], 'x'],
    [',', [], ''],
  ])('%j → %j and %j', (raw, genres, rest) => {
    expect(splitGenreInput(raw)).toEqual({ genres, rest });
  });
});

describe('removeLastGenre', () => {
  it.each([
    [['Drama', 'Comedy'], ['Drama']],
    [[], []],
  ])('%j → %j', (list, expected) => {
    expect(removeLastGenre(list)).toEqual(expected);
  });
});
