import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { frontEndsProject } from './packages/web-kit/testing/front-end-project.ts';

// A project per Node workspace that has its own vitest.config.ts (each names itself and sets its environment), and
// one for every front end together.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', '*/vitest.config.ts', frontEndsProject],
    // Vitest's own default in run mode leaves a core idle; the tests spend much of their time waiting on services and
    // child processes (ffmpeg, the narration engine), so every core gets a worker.
    maxWorkers: availableParallelism(),
    // The bff's and the media-service's embedded services, started side by side (see the file).
    globalSetup: ['./vitest.global-setup.ts'],
  },
});
