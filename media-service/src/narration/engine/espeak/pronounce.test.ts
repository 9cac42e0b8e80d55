import { afterAll, describe, expect, it } from 'vitest';
import { NEUTRAL_PROSODY } from '../types.ts';
import { EspeakEngine } from './espeak-engine.ts';
import { spokenText } from './pronounce.ts';

const engine = new EspeakEngine({ threads: 1 });
afterAll(() => engine.close());

const read = (text: string, pronunciations: Array<{ term: string; respelling?: string; ipa?: string }> = []) =>
  engine.phonemes({ text, voice: 'en-us', prosody: { ...NEUTRAL_PROSODY }, pronunciations });
const phonemesOf = async (text: string, pronunciations?: Array<{ term: string; respelling?: string }>) =>
  (await read(text, pronunciations)).map((word) => word.phonemes);

describe('spokenText', () => {
  it('says the terms as pronounced and points each spoken word at the written word it stands for', () => {
    const text = 'Then Dan Quayle, and quayle.';
    const spoken = spokenText(text, [
      { term: 'Dan Quayle', respelling: 'dan kwail' },
      { term: 'Quayle', ipa: 'ˈkweɪl' },
    ]);
    expect(spoken.text).toBe("Then dan kwail, and [['kweIl]].");
    const at = (fragment: string) => spoken.originalIndex(spoken.text.indexOf(fragment));
    expect(at('dan')).toBe(text.indexOf('Dan'));
    expect(at('kwail')).toBe(text.indexOf('Quayle'));
    expect(at("[['kweIl]]")).toBe(text.indexOf('quayle'));
    expect(at(', and')).toBe(text.indexOf(', and'));
  });

  it('reads a respelling as letters, never as phoneme input', () => {
    expect(spokenText('Quayle', [{ term: 'quayle', respelling: '[[kw]]ail' }]).text).toBe('kw ail');
  });
});

describe('EspeakEngine with pronunciations', () => {
  it('says "Quayle" with the respelling\'s phonemes instead of those of "keel"', async () => {
    const [keel] = await phonemesOf('keel');
    const [kwail] = await phonemesOf('kwail');
    expect(await phonemesOf('Quayle')).toEqual([keel]);
    expect(kwail).not.toBe(keel);
    expect(await phonemesOf('Quayle', [{ term: 'Quayle', respelling: 'kwail' }])).toEqual([kwail]);
  });

  it('says IPA as those very phonemes', async () => {
    const [quayle] = await read('Quayle', [{ term: 'quayle', ipa: '/ˈkweɪl/' }]);
    expect(quayle?.phonemes).toBe('k w ˈeɪ l');
  });

  it('times the words as written, each its own word, so highlighting follows the script', async () => {
    const text = 'Dan Quayle met Mr. Quayle, twice.';
    const pronunciations = [{ term: 'Quayle', respelling: 'kway el' }];
    const plain = await engine.synthesize({ text, voice: 'en-us', prosody: { ...NEUTRAL_PROSODY } });
    const said = await engine.synthesize({ text, voice: 'en-us', prosody: { ...NEUTRAL_PROSODY }, pronunciations });
    const written = (words: typeof said.words) =>
      words.map(({ text: word, charStart, charEnd }) => [word, charStart, charEnd]);
    expect(written(said.words)).toEqual(written(plain.words));
    expect(said.words.map((word) => word.text)).toEqual(['Dan', 'Quayle', 'met', 'Mr.', 'Quayle,', 'twice.']);
    expect(said.samples.length).not.toBe(plain.samples.length);
  });
});
