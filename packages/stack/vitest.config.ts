import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'stack',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Some tests start real processes (a piece of a stack, Chromium): they take seconds, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
