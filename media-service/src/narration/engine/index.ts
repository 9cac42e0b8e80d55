export { createEngine, DEFAULT_ENGINE, type EngineConfig } from './registry.ts';
export {
  NarrationEngineError,
  NEUTRAL_PROSODY,
  type NarrationEngine,
  type NarrationEngineErrorCode,
  type Prosody,
  type Synthesis,
  type SynthesisRequest,
  type TimedWord,
  type VoiceInfo,
} from './types.ts';
