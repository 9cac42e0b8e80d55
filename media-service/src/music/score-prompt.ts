import Sentiment from 'sentiment';

const sentiment = new Sentiment();

/** Words that make a passage tense or loving or playful, beyond what its valence says. */
const TENSION =
  /\b(afraid|fear(ed|ful)?|alarm(ed|ing)?|anxious|anxiety|danger(ous)?|dread(ful)?|terr(or|ified|ible)|panic|threat(en(ed|ing)?)?|flee|fled|escape[ds]?|pursu(e|ed|it)|scream(ed)?|blood|dark(ness)?|storm|fight|battle|war|attack(ed)?|desperate|urgent|express|bewildered|sudden(ly)?)\b/g;
const ROMANCE =
  /\b(love[ds]?|loving|heart|kiss(ed)?|marr(y|ied|iage)|affection(ate)?|tender(ness)?|beloved|darling|adore[ds]?|embrace[ds]?|passion(ate)?)\b/g;
const PLAY =
  /\b(laugh(ed|ing|ter)?|joke[ds]?|silly|teas(e|ed|ing)|amus(e|ed|ing|ement)|play(ful|ed)?|danc(e|ed|ing)|merr(y|iment)|giggl(e|ed))\b/g;

/** Each mood as the composer's own words, with {pace} where the passage's pace goes. */
const PROMPTS = {
  suspense: '{pace} tense cinematic strings with low drums',
  sad: '{pace} melancholic piano',
  romantic: '{pace} romantic piano and strings',
  playful: '{pace} playful clarinet',
  uplifting: '{pace} upbeat acoustic folk',
  calm: '{pace} calm gentle ambient',
} as const;
type PassageMood = keyof typeof PROMPTS;

const rate = (pattern: RegExp, text: string, words: number) => (text.match(pattern)?.length ?? 0) / words;

/** Short sentences read fast, long ones slowly: the music follows (words per sentence). */
function paceOf(text: string): 'fast' | 'moderate' | 'slow' {
  const sentences = text.split(/[.!?]+(?=\s|$)/).filter((sentence) => /\w/.test(sentence));
  const words = text.split(/\s+/).filter((word) => /\w/.test(word)).length;
  const mean = words / Math.max(1, sentences.length);
  return mean < 12 ? 'fast' : mean > 22 ? 'slow' : 'moderate';
}

function moodOf(text: string): PassageMood {
  const lower = text.toLowerCase();
  const { comparative: valence, tokens } = sentiment.analyze(lower);
  const words = Math.max(1, tokens.length);
  if (rate(TENSION, lower, words) > 0.02 && valence < 0) return 'suspense';
  if (valence <= -0.03) return 'sad';
  if (rate(ROMANCE, lower, words) > 0.015) return 'romantic';
  if (valence >= 0.08) return 'uplifting';
  if (rate(PLAY, lower, words) > 0.008) return 'playful';
  return rate(ROMANCE, lower, words) > 0.008 ? 'romantic' : 'calm';
}

/**
 * A music prompt for a passage of the book: its mood from the AFINN sentiment lexicon (valence) and small lists of
 * tense, loving and playful words; its pace from the mean sentence length.
 */
export function promptForPassage(text: string): { prompt: string; mood: PassageMood } {
  const mood = moodOf(text);
  return { prompt: PROMPTS[mood].replace('{pace}', paceOf(text)), mood };
}
