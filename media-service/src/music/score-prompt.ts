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

/** What a passage is like: its valence (AFINN, per word) and how often it uses tense, loving and playful words. */
interface PassageTraits {
  valence: number;
  tension: number;
  romance: number;
  play: number;
}

function traitsOf(text: string): PassageTraits {
  const lower = text.toLowerCase();
  const { comparative: valence, tokens } = sentiment.analyze(lower);
  const words = Math.max(1, tokens.length);
  return {
    valence,
    tension: rate(TENSION, lower, words),
    romance: rate(ROMANCE, lower, words),
    play: rate(PLAY, lower, words),
  };
}

/** A passage's mood by fixed thresholds: what a passage read on its own sounds like. */
function moodOf({ valence, tension, romance, play }: PassageTraits): PassageMood {
  if (tension > 0.02 && valence < 0) return 'suspense';
  if (valence <= -0.03) return 'sad';
  if (romance > 0.015) return 'romantic';
  if (valence >= 0.08) return 'uplifting';
  if (play > 0.008) return 'playful';
  return romance > 0.008 ? 'romantic' : 'calm';
}

/**
 * How far a chapter stands out from the book's other chapters (standard scores), a mood for each way it can: a book
 * told in one even voice reads "calm" by fixed thresholds chapter after chapter, while its chapters still differ.
 */
const STANDOUT_MOODS: Array<[PassageMood, (z: PassageTraits) => number]> = [
  ['uplifting', (z) => z.valence],
  ['sad', (z) => -z.valence],
  ['suspense', (z) => Math.min(z.tension, -z.valence + 1)],
  ['romantic', (z) => z.romance],
  ['playful', (z) => z.play],
];
/** How far (in standard deviations) a chapter must stand out for its mood to follow. */
const STANDOUT = 0.5;

function standardScores(all: readonly PassageTraits[]): PassageTraits[] {
  const keys = ['valence', 'tension', 'romance', 'play'] as const;
  const stats = keys.map((key) => {
    const values = all.map((traits) => traits[key]);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const deviation = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
    return { key, mean, deviation };
  });
  return all.map((traits) => {
    const z = { valence: 0, tension: 0, romance: 0, play: 0 };
    for (const { key, mean, deviation } of stats) z[key] = deviation > 0 ? (traits[key] - mean) / deviation : 0;
    return z;
  });
}

/**
 * A music prompt for each chapter of a book: its mood from the AFINN sentiment lexicon (valence) and small lists of
 * tense, loving and playful words, its pace from the mean sentence length. Each chapter is read against the others: one
 * that stands out from the rest (sadder, tenser, more loving, more playful or brighter than the book's run) takes the
 * mood of its strongest difference, so chapters that differ get different music; one that stands out in nothing (or a
 * book of one chapter) keeps the mood it reads as on its own.
 */
export function promptsForChapters(texts: readonly string[]): Array<{ prompt: string; mood: PassageMood }> {
  const traits = texts.map(traitsOf);
  const scores = texts.length > 1 ? standardScores(traits) : [];
  return texts.map((text, index) => {
    const z = scores[index];
    const [standout, by] = z
      ? STANDOUT_MOODS.map(([mood, score]) => [mood, score(z)] as const).reduce((best, next) =>
          next[1] > best[1] ? next : best,
        )
      : ['calm' as const, 0];
    const mood = by >= STANDOUT ? standout : moodOf(traits[index]!);
    return { prompt: PROMPTS[mood].replace('{pace}', paceOf(text)), mood };
  });
}
