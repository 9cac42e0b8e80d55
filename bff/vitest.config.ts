import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bff',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Starts embedded Postgres, s3rver and the Firebase Auth emulator once for every test file.
    globalSetup: ['./testing/global-setup.ts'],
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
