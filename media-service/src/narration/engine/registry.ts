import { EspeakEngine } from './espeak/espeak-engine.ts';
import { NarrationEngineError, type NarrationEngine } from './types.ts';

interface EngineConfig {
  /** NARRATION_ENGINE; espeak when unset. */
  narrationEngine?: string | undefined;
  /** How many paragraphs a local engine may synthesize at once; its own default when unset. */
  narrationThreads?: number | undefined;
}

/** Every engine this service can narrate with; a new engine is one more entry here, callers stay as they are. */
const ENGINES: Record<string, (config: EngineConfig) => NarrationEngine> = {
  espeak: (config) => new EspeakEngine({ threads: config.narrationThreads }),
};

const DEFAULT_ENGINE = 'espeak';

/** The engine the configuration names. Make one per process: it owns its synthesis threads. */
export function createEngine(config: EngineConfig = {}): NarrationEngine {
  const id = config.narrationEngine || DEFAULT_ENGINE;
  const create = ENGINES[id];
  if (!create) {
    throw new NarrationEngineError(
      'unknown_engine',
      `NARRATION_ENGINE "${id}" is not one of: ${Object.keys(ENGINES).join(', ')}.`,
    );
  }
  return create(config);
}
