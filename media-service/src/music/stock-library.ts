import type { StockTrackDefinition } from './stock.ts';

/**
 * The stock soundtracks every creator can use: one per mood, a minute each, composed from these prompts and seeds
 * by the music generator (changing a prompt or seed makes that track again).
 */
export const STOCK_TRACKS: readonly StockTrackDefinition[] = [
  {
    slug: 'calm-morning',
    title: 'Calm Morning',
    short_description: 'Slow, gentle piano over soft chords, for quiet and reflective scenes.',
    prompt: 'slow calm gentle piano',
    seed: 101,
    durationSeconds: 60,
  },
  {
    slug: 'suspense-in-the-dark',
    title: 'Suspense in the Dark',
    short_description: 'Tense pulsing strings with low drums, for danger, secrets and chases.',
    prompt: 'tense cinematic strings with low drums',
    seed: 202,
    durationSeconds: 60,
  },
  {
    slug: 'bright-road',
    title: 'Bright Road',
    short_description: 'Upbeat strummed acoustic guitar and fiddle, for hopeful journeys and happy endings.',
    prompt: 'upbeat acoustic folk',
    seed: 303,
    durationSeconds: 60,
  },
  {
    slug: 'farewell-letter',
    title: 'Farewell Letter',
    short_description: 'Slow melancholic piano in a minor key, for loss, longing and goodbyes.',
    prompt: 'slow melancholic piano',
    seed: 404,
    durationSeconds: 60,
  },
  {
    slug: 'the-last-stand',
    title: 'The Last Stand',
    short_description: 'Epic horns over sweeping strings and pounding drums, for battles and triumphs.',
    prompt: 'epic cinematic horns and strings with drums',
    seed: 505,
    durationSeconds: 60,
  },
  {
    slug: 'mischief-afoot',
    title: 'Mischief Afoot',
    short_description: 'A playful clarinet over plucked strings, for comedy and mischief.',
    prompt: 'playful whimsical clarinet',
    seed: 606,
    durationSeconds: 60,
  },
  {
    slug: 'drifting-clouds',
    title: 'Drifting Clouds',
    short_description: 'Soft vibraphone over warm synth pads, an ambient bed for description and dreams.',
    prompt: 'slow ambient dreamy vibraphone and pads',
    seed: 707,
    durationSeconds: 60,
  },
  {
    slug: 'by-candlelight',
    title: 'By Candlelight',
    short_description: 'Tender strings and piano, for love scenes and warm reunions.',
    prompt: 'tender romantic strings and piano',
    seed: 808,
    durationSeconds: 60,
  },
];
