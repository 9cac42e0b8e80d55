import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'mf-library', environment: 'jsdom', globals: true, setupFiles: ['./src/testSetup.ts'] },
});
