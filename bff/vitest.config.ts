import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bff',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The files share one module graph per worker: each starts the apps and services it needs and stops them, and
    // importing the service anew for every file cost more than a minute of a run.
    isolate: false,
    // Starts embedded Postgres, s3rver and the Firebase Auth emulator once for every test file.
    globalSetup: ['./testing/global-setup.ts'],
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
