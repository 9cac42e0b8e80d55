import {
  NOTE_NAMES,
  type AccompanimentPattern,
  type CompositionPlan,
  type DrumStyle,
  type Instrument,
  type Mode,
} from './composition-plan.ts';
import type { MusicPlan } from './generator.ts';

const instrument = (name: string, program: number, chords = false): Instrument => ({ name, program, chords });

/** Instrument words, most specific first (a prompt's "electric guitar" is not its "guitar"). */
const INSTRUMENT_WORDS: readonly [RegExp, Instrument][] = [
  [/\belectric piano|rhodes\b/, instrument('electric piano', 4, true)],
  [/\bpiano|keys\b/, instrument('piano', 0, true)],
  [/\borgan\b/, instrument('organ', 19, true)],
  [/\bdistorted guitar|heavy guitar\b/, instrument('distorted guitar', 30, true)],
  [/\belectric guitar\b/, instrument('electric guitar', 27, true)],
  [/\bacoustic guitar\b/, instrument('acoustic guitar', 25, true)],
  [/\bharp\b/, instrument('harp', 46, true)],
  [/\bviolins?|fiddle\b/, instrument('violin', 40)],
  [/\bcellos?\b/, instrument('cello', 42)],
  [/\bstrings|orchestra(l)?\b/, instrument('strings', 48, true)],
  [/\bchoir|voices\b/, instrument('choir', 52, true)],
  [/\btrumpets?\b/, instrument('trumpet', 56)],
  [/\bhorns?\b/, instrument('french horn', 60)],
  [/\bbrass\b/, instrument('brass', 61, true)],
  [/\bsax(ophone)?\b/, instrument('saxophone', 65)],
  [/\bclarinet\b/, instrument('clarinet', 71)],
  [/\bflutes?\b/, instrument('flute', 73)],
  [/\boboe\b/, instrument('oboe', 68)],
  [/\bmarimba\b/, instrument('marimba', 12)],
  [/\bvibraphone|vibes\b/, instrument('vibraphone', 11)],
  [/\b(glockenspiel|bells|music box)\b/, instrument('glockenspiel', 9)],
  [/\bceleste?a?\b/, instrument('celesta', 8)],
  [/\baccordion\b/, instrument('accordion', 21, true)],
  [/\bbanjo\b/, instrument('banjo', 105, true)],
  [/\bsynth(esizer)?s?\b/, instrument('synth lead', 81)],
  [/\bpads?\b/, instrument('synth pad', 89, true)],
];

const GUITARS = {
  nylon: instrument('guitar', 24, true),
  steel: instrument('acoustic guitar', 25, true),
  overdriven: instrument('overdriven guitar', 29, true),
};

const BASSES = {
  piano: instrument('piano', 0, true),
  acoustic: instrument('acoustic bass', 32),
  electric: instrument('electric bass', 33),
  cello: instrument('cello', 42),
  synth: instrument('synth bass', 38),
  contrabass: instrument('contrabass', 43),
};

interface Style {
  melody: Instrument;
  accompaniment: Instrument;
  bass: Instrument;
  drums: DrumStyle | null;
  beatsPerBar?: 3;
}

/** Genres: the band each implies when the prompt names no instrument for a part. */
const GENRES: Record<string, Style> = {
  piano: { melody: BASSES.piano, accompaniment: BASSES.piano, bass: BASSES.piano, drums: null },
  folk: { melody: instrument('violin', 40), accompaniment: GUITARS.steel, bass: BASSES.acoustic, drums: 'folk' },
  rock: {
    melody: GUITARS.overdriven,
    accompaniment: instrument('distorted guitar', 30, true),
    bass: BASSES.electric,
    drums: 'rock',
  },
  pop: { melody: BASSES.piano, accompaniment: GUITARS.steel, bass: BASSES.electric, drums: 'rock' },
  cinematic: {
    melody: instrument('french horn', 60),
    accompaniment: instrument('strings', 48, true),
    bass: BASSES.contrabass,
    drums: null,
  },
  classical: { melody: instrument('violin', 40), accompaniment: BASSES.piano, bass: BASSES.cello, drums: null },
  jazz: { melody: instrument('saxophone', 65), accompaniment: BASSES.piano, bass: BASSES.acoustic, drums: 'jazz' },
  electronic: {
    melody: instrument('synth lead', 81),
    accompaniment: instrument('synth pad', 89, true),
    bass: BASSES.synth,
    drums: 'electronic',
  },
  lofi: {
    melody: instrument('electric piano', 4, true),
    accompaniment: instrument('electric piano', 4, true),
    bass: BASSES.electric,
    drums: 'hiphop',
  },
  ambient: {
    melody: instrument('vibraphone', 11),
    accompaniment: instrument('synth pad', 89, true),
    bass: instrument('synth pad', 89, true),
    drums: null,
  },
  playful: {
    melody: instrument('clarinet', 71),
    accompaniment: instrument('pizzicato strings', 45, true),
    bass: BASSES.acoustic,
    drums: null,
  },
  mysterious: {
    melody: instrument('celesta', 8),
    accompaniment: instrument('strings', 48, true),
    bass: BASSES.cello,
    drums: null,
  },
  romantic: { melody: instrument('strings', 48, true), accompaniment: BASSES.piano, bass: BASSES.piano, drums: null },
  waltz: {
    melody: instrument('violin', 40),
    accompaniment: BASSES.piano,
    bass: BASSES.piano,
    drums: null,
    beatsPerBar: 3,
  },
};

const GENRE_WORDS: readonly [RegExp, string][] = [
  [/\b(folk|country|acoustic|campfire)\b/, 'folk'],
  [/\b(rock|punk|metal|guitar rock)\b/, 'rock'],
  [/\bpop\b/, 'pop'],
  [/\b(cinematic|film|movie|orchestral|epic|trailer|soundtrack)\b/, 'cinematic'],
  [/\b(classical|baroque|chamber)\b/, 'classical'],
  [/\b(jazz|jazzy|swing|lounge|blues)\b/, 'jazz'],
  [/\b(electronic|edm|techno|house|synthwave|dance)\b/, 'electronic'],
  [/\b(lo-?fi|hip-?hop|chill ?hop)\b/, 'lofi'],
  [/\b(ambient|drone|atmospheric|meditation|meditative)\b/, 'ambient'],
  [/\b(waltz|lullaby)\b/, 'waltz'],
];

interface Mood {
  words: RegExp;
  mode: Mode;
  key: string;
  tempo: number;
  density: number;
  genre: string;
}

/** Moods in the order a prompt is read: the first that matches sets mode, key, base tempo and density. */
const MOODS: Record<string, Mood> = {
  sad: {
    words:
      /\b(sad|melanchol(y|ic)|sorrow(ful)?|mournful|somber|sombre|gloomy|grief|grieving|lonely|tragic|wistful|nostalgic|heartbreak(ing)?|tearful)\b/,
    mode: 'minor',
    key: 'D',
    tempo: 68,
    density: 0.35,
    genre: 'piano',
  },
  tense: {
    words:
      /\b(tense|tension|suspense(ful)?|ominous|dark|eerie|creepy|scary|horror|thriller|anxious|menacing|dread|sinister)\b/,
    mode: 'phrygian',
    key: 'C#',
    tempo: 96,
    density: 0.5,
    genre: 'cinematic',
  },
  epic: {
    words: /\b(epic|heroic|triumphant|grand|majestic|powerful|victorious|battle|adventure)\b/,
    mode: 'minor',
    key: 'C',
    tempo: 104,
    density: 0.6,
    genre: 'cinematic',
  },
  energetic: {
    words: /\b(energetic|intense|driving|action|exciting|aggressive|pumping|chase)\b/,
    mode: 'minor',
    key: 'E',
    tempo: 140,
    density: 0.75,
    genre: 'rock',
  },
  mysterious: {
    words: /\b(myster(y|ious)|magical|enchanted|curious|secret)\b/,
    mode: 'dorian',
    key: 'A',
    tempo: 84,
    density: 0.4,
    genre: 'mysterious',
  },
  romantic: {
    words: /\b(romantic|romance|love|tender|intimate|passionate|affectionate)\b/,
    mode: 'major',
    key: 'Eb',
    tempo: 76,
    density: 0.4,
    genre: 'romantic',
  },
  playful: {
    words: /\b(playful|whimsical|quirky|funny|fun|silly|mischievous|cartoon)\b/,
    mode: 'major',
    key: 'F',
    tempo: 116,
    density: 0.65,
    genre: 'playful',
  },
  uplifting: {
    words:
      /\b(uplifting|upbeat|happy|cheerful|joyful|joyous|bright|hopeful|optimistic|sunny|inspiring|positive|celebrat(ion|ory))\b/,
    mode: 'major',
    key: 'G',
    tempo: 118,
    density: 0.6,
    genre: 'pop',
  },
  calm: {
    words: /\b(calm|peaceful|relax(ed|ing)?|gentle|serene|tranquil|soothing|quiet|soft|dreamy|warm)\b/,
    mode: 'lydian',
    key: 'F',
    tempo: 72,
    density: 0.3,
    genre: 'ambient',
  },
};

const DEFAULT_MOOD = 'calm';

/** The mood a genre brings when the prompt names no mood of its own ("electronic dance" is not calm). */
const GENRE_MOODS: Partial<Record<string, string>> = {
  rock: 'energetic',
  electronic: 'energetic',
  pop: 'uplifting',
  folk: 'uplifting',
  jazz: 'uplifting',
  cinematic: 'epic',
};

const TEMPO_WORDS: readonly [RegExp, number][] = [
  [/\bvery slow(ly)?\b/, 56],
  [/\bvery fast|frantic\b/, 168],
  [/\b(slow(ly)?|adagio|largo)\b/, 66],
  [/\b(fast|quick|rapid|allegro|presto|brisk)\b/, 144],
  [/\b(moderate|medium|walking|andante)\b/, 96],
];

/** Extra notes for fast music, fewer for slow, and the prompt's own words for it. */
function densityFor(text: string, mood: Mood, tempo: number): number {
  let density = mood.density + (tempo >= 130 ? 0.15 : tempo <= 70 ? -0.1 : 0);
  if (/\b(sparse|minimal|simple)\b/.test(text)) density -= 0.25;
  if (/\b(busy|dense|rich|lively)\b/.test(text)) density += 0.2;
  return Math.round(Math.min(0.9, Math.max(0.1, density)) * 100) / 100;
}

function tempoFor(text: string, mood: Mood): number {
  const bpm = /\b(\d{2,3})\s*bpm\b/.exec(text);
  if (bpm) return Math.min(200, Math.max(40, Number(bpm[1])));
  const word = TEMPO_WORDS.find(([pattern]) => pattern.test(text));
  return word ? word[1] : mood.tempo;
}

/** "in A minor", "in F# major": a key the prompt asks for. */
function askedKey(text: string): { key: string; mode: Mode } | undefined {
  const match = /\bin ([a-g])\s*(#|sharp|b|flat)?\s*(major|minor)\b/.exec(text);
  if (!match) return undefined;
  const natural = NOTE_NAMES.indexOf(match[1]!.toUpperCase() as (typeof NOTE_NAMES)[number]);
  const shift = match[2] === '#' || match[2] === 'sharp' ? 1 : match[2] ? -1 : 0;
  return { key: NOTE_NAMES[(natural + shift + 12) % 12]!, mode: match[3] as Mode };
}

/** Guitar as the style plays it: distorted for loud music, steel-strung for folk, nylon otherwise. */
function guitarFor(text: string, genre: string, mood: string): Instrument | undefined {
  if (!/\bguitars?\b/.test(text)) return undefined;
  if (genre === 'rock' || mood === 'energetic') return GUITARS.overdriven;
  if (genre === 'folk' || genre === 'pop') return GUITARS.steel;
  return GUITARS.nylon;
}

function namedInstruments(text: string, genre: string, mood: string): Instrument[] {
  const found: { at: number; instrument: Instrument }[] = [];
  let rest = text;
  for (const [pattern, named] of INSTRUMENT_WORDS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    found.push({ at: match.index, instrument: named });
    // Blank the words out so "electric guitar" is not read again as "guitar".
    rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length);
  }
  const guitar = guitarFor(rest, genre, mood);
  if (guitar) found.push({ at: /\bguitars?\b/.exec(rest)!.index, instrument: guitar });
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.instrument);
}

/** How each kind of instrument accompanies: pianos and harps break chords, guitars strum, the rest hold them. */
function patternFor(accompaniment: Instrument, mood: string, density: number): AccompanimentPattern {
  if (mood === 'tense' || mood === 'energetic' || accompaniment.program === 30) return 'pulse';
  if ([24, 25, 105].includes(accompaniment.program)) return density < 0.4 ? 'arpeggio' : 'strum';
  if ([0, 4, 46, 45, 21].includes(accompaniment.program)) return density < 0.7 ? 'arpeggio' : 'pulse';
  return 'sustained';
}

const DRUM_WORDS = /\b(drums?|percussion|beats?|groove|taiko)\b/;
const NO_DRUM_WORDS = /\b(no|without) (drums|percussion)\b/;

/** Reads a music description (mood, genre, tempo and instrument words) into a composition plan. */
export function readPrompt(prompt: string): CompositionPlan {
  const text = prompt.toLowerCase();
  const namedGenre = GENRE_WORDS.find(([pattern]) => pattern.test(text))?.[1];
  const moodName =
    Object.keys(MOODS).find((name) => MOODS[name]!.words.test(text)) ??
    (namedGenre && GENRE_MOODS[namedGenre]) ??
    DEFAULT_MOOD;
  const mood = MOODS[moodName]!;
  const genre = namedGenre ?? mood.genre;
  const style = GENRES[genre]!;
  const tempo = tempoFor(text, mood);
  const density = densityFor(text, mood, tempo);
  const named = namedInstruments(text, genre, moodName);
  const namedBass = /\bbass\b/.test(text) ? (genre === 'electronic' ? BASSES.synth : BASSES.electric) : undefined;
  const wantsDrums = DRUM_WORDS.test(text) && !NO_DRUM_WORDS.test(text);
  // One chord instrument named with no band around it plays alone, its own bass included.
  const solo = named.length === 1 && named[0]!.chords && !wantsDrums && !namedGenre;
  const melody = named[0] ?? style.melody;
  const accompaniment =
    named.slice(1).find((i) => i.chords) ?? (melody.chords && named.length > 0 ? melody : style.accompaniment);
  const bass = namedBass ?? (solo ? melody : style.bass);
  const drums = NO_DRUM_WORDS.test(text) ? null : wantsDrums ? (style.drums ?? drumsForMood(moodName)) : style.drums;
  const asked = askedKey(text);
  return {
    mood: moodName,
    // A piece for one instrument is named after it ('calm piano'), whatever genre its mood implies.
    genre: solo ? melody.name : genre,
    tempo,
    key: asked?.key ?? mood.key,
    mode: asked?.mode ?? mood.mode,
    beatsPerBar: style.beatsPerBar ?? (/\b(3\/4|triple)\b/.test(text) ? 3 : 4),
    melody,
    accompaniment,
    bass,
    pattern: patternFor(accompaniment, moodName, density),
    drums,
    density,
  };
}

/** Drums asked for in a style that has none of its own: low toms for dark or grand music, a kit otherwise. */
function drumsForMood(mood: string): DrumStyle {
  if (mood === 'tense' || mood === 'epic' || mood === 'mysterious') return 'cinematic';
  if (mood === 'energetic') return 'rock';
  if (mood === 'sad' || mood === 'calm' || mood === 'romantic') return 'hiphop';
  return 'folk';
}

/** The plan in the words a track's description and its tests use; tempo is the one the piece was written in. */
export function describePlan(plan: CompositionPlan, tempo: number): MusicPlan {
  const players = [plan.melody.name, plan.accompaniment.name, plan.bass.name, ...(plan.drums ? ['drums'] : [])];
  return {
    tempo: Math.round(tempo),
    key: plan.key,
    mode: plan.mode,
    style: plan.genre === plan.mood ? plan.mood : `${plan.mood} ${plan.genre}`,
    instruments: [...new Set(players)],
  };
}
