import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'rspack-base',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file cleans up what it starts, so the files share one module graph per worker instead of importing zod,
    // Koa and the rest anew for each of them (a third of a second per file).
    isolate: false,
  },
});
