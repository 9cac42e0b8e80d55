/**
 * The IPA a pronunciation may be written in, as the phoneme names of the narration engine (espeak's phoneme input,
 * English): two-symbol sounds (diphthongs, affricates, long vowels) first, so "eɪ" is one sound rather than "e"+"ɪ".
 * Accent-dependent sounds take the phoneme each English voice renders in its own accent ("oʊ" and "əʊ" are the goat
 * vowel in American and British voices alike). The table is the list of symbols accepted: any other is refused by
 * name, so a creator never hears a silently dropped sound.
 */
const IPA_TO_ESPEAK: Readonly<Record<string, string>> = {
  eɪ: 'eI',
  aɪ: 'aI',
  ɔɪ: 'OI',
  aʊ: 'aU',
  oʊ: 'oU',
  əʊ: 'oU',
  ɪə: 'i@',
  eə: 'e@',
  ɛə: 'e@',
  ʊə: 'U@',
  tʃ: 'tS',
  dʒ: 'dZ',
  iː: 'i:',
  uː: 'u:',
  ɑː: 'A:',
  ɔː: 'O:',
  ɜː: '3:',
  a: 'a',
  æ: 'a',
  ɐ: 'a#',
  ɑ: 'A:',
  ɒ: '0',
  ʌ: 'V',
  e: 'e',
  ɛ: 'E',
  ə: '@',
  ɚ: '3',
  ɜ: '3:',
  ɝ: '3:',
  i: 'i',
  ɪ: 'I',
  ᵻ: 'I2',
  ɨ: 'I2',
  o: 'o',
  ɔ: 'O:',
  u: 'u',
  ʊ: 'U',
  b: 'b',
  d: 'd',
  f: 'f',
  g: 'g',
  ɡ: 'g',
  h: 'h',
  j: 'j',
  k: 'k',
  l: 'l',
  ɫ: 'l',
  m: 'm',
  n: 'n',
  p: 'p',
  r: 'r',
  ɹ: 'r',
  ɻ: 'r',
  s: 's',
  t: 't',
  ɾ: 't',
  v: 'v',
  w: 'w',
  ʍ: 'w',
  x: 'x',
  z: 'z',
  θ: 'T',
  ð: 'D',
  ʃ: 'S',
  ʒ: 'Z',
  ŋ: 'N',
  ç: 'C',
  ɲ: 'n^',
  ʎ: 'l^',
  β: 'B',
  ɣ: 'Q',
  ʔ: '?',
  ˈ: "'",
  "'": "'",
  ˌ: ',',
};
const SOUNDLESS = /['ˈˌ,]/u;
// Marks that change nothing the engine can say: syllable breaks, length after a sound without a long form, tie bars,
// and the slashes or brackets IPA is often quoted in.
const IGNORED = new Set(['.', 'ː', ':', '\u0361', '\u035c', '/', '[', ']']);

/**
 * IPA as the engine's phoneme names, one string per word (words are separated by spaces), and the symbols it cannot
 * say (each once, in order of appearance).
 */
export function ipaToEspeak(ipa: string): { words: string[]; unknown: string[] } {
  const unknown = new Set<string>();
  const words = ipa
    .normalize('NFC')
    .split(/\s+/u)
    .map((word) => {
      const symbols = [...word];
      let phonemes = '';
      let sounds = 0;
      for (let index = 0; index < symbols.length;) {
        const symbol = symbols[index] as string;
        const pair = symbol + (symbols[index + 1] ?? '');
        const [written, length] = Object.hasOwn(IPA_TO_ESPEAK, pair)
          ? [IPA_TO_ESPEAK[pair], 2]
          : [Object.hasOwn(IPA_TO_ESPEAK, symbol) ? IPA_TO_ESPEAK[symbol] : undefined, 1];
        index += length;
        if (written !== undefined) {
          phonemes += written;
          if (!SOUNDLESS.test(written)) sounds++;
        } else if (!IGNORED.has(symbol)) unknown.add(symbol);
      }
      return sounds > 0 ? phonemes : '';
    })
    .filter((word) => word !== '');
  return { words, unknown: [...unknown] };
}
