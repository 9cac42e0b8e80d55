import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const webGlobals = fileURLToPath(new URL('./web-globals.ts', import.meta.url));

/**
 * The vitest project of a front end: jsdom, run in VM contexts of long-lived worker threads so jsdom and the shared
 * libraries load once per worker instead of once per test file (most of a front end's test time was that loading).
 */
export function frontEndProject(name: string, setupFiles: string[] = []): ViteUserConfig {
  return defineConfig({
    // In a VM context react-router-dom's CommonJS build requires react-router's ES module, which a VM cannot load;
    // its ES module build imports the ES modules instead.
    resolve: { alias: { 'react-router-dom': fileURLToPath(import.meta.resolve('react-router-dom')) } },
    test: {
      name,
      environment: 'jsdom',
      globals: true,
      pool: 'vmThreads',
      setupFiles: [webGlobals, ...setupFiles],
      // user-event types and clicks at a person's pace; on a busy two-core machine a long form passes 5 s.
      testTimeout: 20_000,
    },
  });
}
