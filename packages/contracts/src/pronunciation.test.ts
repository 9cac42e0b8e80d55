import { describe, expect, it } from 'vitest';
import {
  mergePronunciations,
  PRONUNCIATION_MESSAGES,
  pronunciationEntrySchema,
  pronunciationInputSchema,
  pronunciationOccurrences,
  pronunciationsIn,
  termKey,
} from './pronunciation.ts';
import { ipaToEspeak } from './pronunciationIpa.ts';

const quayle = { term: 'Quayle', respelling: 'kwail' };
const danQuayle = { term: 'Dan Quayle', respelling: 'dan kwail' };
const obrien = { term: "O'Brien", ipa: 'oʊˈbraɪən' };

describe('pronunciationInputSchema', () => {
  const base = { scope: 'project', projectId: 'p', term: ' Quayle ' };

  it('takes a respelling or IPA and trims the term', () => {
    expect(pronunciationInputSchema.parse({ ...base, respelling: 'kwail' })).toMatchObject({ term: 'Quayle' });
    expect(pronunciationInputSchema.safeParse({ ...base, ipa: 'kweɪl' }).success).toBe(true);
  });

  it('refuses both, neither, a term without words and unknown fields', () => {
    expect(pronunciationInputSchema.safeParse({ ...base, respelling: 'kwail', ipa: 'kweɪl' }).success).toBe(false);
    expect(pronunciationInputSchema.safeParse(base).success).toBe(false);
    expect(pronunciationInputSchema.safeParse({ ...base, term: '— …', respelling: 'x' }).success).toBe(false);
    expect(pronunciationEntrySchema.safeParse({ ...quayle, extra: 1 }).success).toBe(false);
  });
});

describe('pronunciationOccurrences', () => {
  it('finds whole words case-insensitively, with their punctuation left out', () => {
    const text = '“QUAYLE,” said Quayle’s friend; quayles and Quaylet are other words.';
    const found = pronunciationOccurrences(text, [quayle]).map(({ start, end }) => text.slice(start, end));
    expect(found).toEqual(['QUAYLE']);
  });

  it('matches a phrase as consecutive words and prefers the longest term', () => {
    const text = 'Dan  Quayle met Quayle, not Dan.';
    const found = pronunciationOccurrences(text, [quayle, danQuayle]).map(({ entry, start, end }) => [
      entry.term,
      text.slice(start, end),
    ]);
    expect(found).toEqual([
      ['Dan Quayle', 'Dan  Quayle'],
      ['Quayle', 'Quayle'],
    ]);
  });

  it('treats every apostrophe alike', () => {
    expect(pronunciationsIn('Mr O’Brien', [obrien])).toEqual([obrien]);
  });
});

describe('pronunciationsIn', () => {
  it('answers the entries found, each once, sorted by term', () => {
    const text = 'Quayle and Dan Quayle and O’Brien and Quayle';
    expect(pronunciationsIn(text, [quayle, obrien, danQuayle])).toEqual([danQuayle, obrien, quayle]);
    expect(pronunciationsIn('Nobody here.', [quayle])).toEqual([]);
  });
});

describe('mergePronunciations', () => {
  it('lets a project entry win over the user entry of the same term', () => {
    const user = [{ term: 'quayle', respelling: 'kayl' }, obrien];
    expect(mergePronunciations([quayle], user)).toEqual(expect.arrayContaining([quayle, obrien]));
    expect(mergePronunciations([quayle], user)).toHaveLength(2);
    expect(termKey(' Dan   QUAYLE ')).toBe('dan quayle');
  });
});

describe('IPA', () => {
  it('becomes the engine phoneme names, two-symbol sounds first, stress kept', () => {
    expect(ipaToEspeak('/ˈkweɪl/')).toEqual({ words: ["'kweIl"], unknown: [] });
    expect(ipaToEspeak('dæn ˈkweɪl')).toEqual({ words: ['dan', "'kweIl"], unknown: [] });
    expect(ipaToEspeak('ˈfɑːðɚ θɪŋk t͡ʃɔɪs').words).toEqual(["'fA:D3", 'TINk', 'tSOIs']);
  });

  it('names every symbol it cannot say, once, and refuses IPA without sounds', () => {
    expect(ipaToEspeak('ʘaʘqǂ').unknown).toEqual(['ʘ', 'q', 'ǂ']);
    const refused = pronunciationEntrySchema.safeParse({ term: 'Quayle', ipa: 'kʘeɪq' });
    expect(refused.error?.issues[0]?.message).toBe(PRONUNCIATION_MESSAGES.unknownIpa(['ʘ', 'q']));
    const silent = pronunciationEntrySchema.safeParse({ term: 'Quayle', ipa: 'ˈ.' });
    expect(silent.error?.issues[0]?.message).toBe(PRONUNCIATION_MESSAGES.noSounds);
  });
});
