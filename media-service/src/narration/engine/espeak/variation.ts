import type { Prosody } from '../types.ts';

// Each take moves rate and pitch by 3 to 6 per cent, up or down: enough for espeak's whole-number settings to change
// (and so for the take to sound different), too little to change the voice's character.
const LEAST = 0.03;
const SPREAD = 0.03;
// Low-discrepancy steps (the plastic number's reciprocals): successive takes land far apart, each the same every time.
const RATE_STEP = 0.7548776662466927;
const PITCH_STEP = 0.5698402909980532;

/** A factor 1 ± (3…6 %), from a number in [0, 1): below ½ slower or lower, from ½ faster or higher. */
function nudge(position: number): number {
  const sign = position < 0.5 ? -1 : 1;
  return 1 + sign * (LEAST + SPREAD * 2 * (position % 0.5));
}

/**
 * The reading of take `take` of a text: take 0 is the reading as given; every later take changes rate and pitch a
 * little, always the same way for the same take, so a take sounds the same each time it is made.
 */
export function variedProsody(prosody: Prosody, take: number): Prosody {
  if (take <= 0) return prosody;
  return {
    ...prosody,
    rate: prosody.rate * nudge((take * RATE_STEP) % 1),
    pitch: prosody.pitch * nudge((take * PITCH_STEP) % 1),
  };
}
