export { createEngine } from './registry.ts';
export { NEUTRAL_PROSODY, type NarrationEngine, type Prosody, type Synthesis, type SynthesisRequest } from './types.ts';
