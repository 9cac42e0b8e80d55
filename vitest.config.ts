import { defineConfig } from 'vitest/config';

// One project per workspace that has its own vitest.config.ts; each names itself and sets its environment.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', '*/vitest.config.ts'],
  },
});
