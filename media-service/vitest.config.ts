import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'media-service',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The files share one module graph per worker: each starts the apps and services it needs and stops them, and
    // importing the service anew for every file cost more than a minute of a run.
    isolate: false,
    // Embedded Postgres and s3rver, started once for every test file by testing/global-setup.ts, which the
    // root's vitest.global-setup.ts runs beside the other backend's.
    // Each vitest worker gets its own database and bucket on them, so files in different workers keep their jobs apart.
    setupFiles: ['./testing/worker-setup.ts'],
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
