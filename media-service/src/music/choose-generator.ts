import type { MusicGenerator } from './generator.ts';
import { createHttpGenerator } from './http-generator.ts';
import { createOfflineGenerator } from './offline-generator.ts';

interface MusicGeneratorSettings {
  serviceUrl?: string;
  serviceToken?: string;
}

/** The default offline generator, or a configured generation service (MUSIC_SERVICE_URL) behind the same interface. */
export function createMusicGenerator(settings: MusicGeneratorSettings): MusicGenerator {
  return settings.serviceUrl
    ? createHttpGenerator({ url: settings.serviceUrl, token: settings.serviceToken })
    : createOfflineGenerator();
}
