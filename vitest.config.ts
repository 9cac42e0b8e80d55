import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One project per workspace that has its own vitest.config.ts; each names itself and sets its environment.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', '*/vitest.config.ts'],
    // Vitest's own default in run mode leaves a core idle; the tests spend much of their time waiting on services and
    // child processes (ffmpeg, the narration engine), so every core gets a worker.
    maxWorkers: availableParallelism(),
    // The bff's and the media-service's embedded services, started side by side (see the file).
    globalSetup: ['./vitest.global-setup.ts'],
  },
});
