import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'media-service',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Starts embedded Postgres and s3rver once for every test file.
    globalSetup: ['./src/testing/global-setup.ts'],
    // Every test file runs job workers on the same queues; one file at a time keeps each file's jobs its own.
    fileParallelism: false,
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
