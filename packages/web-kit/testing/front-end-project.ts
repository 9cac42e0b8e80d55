import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The workspaces whose tests run in the browser-like project: the shell, every remote and web-kit. */
const FRONT_END_TEST_FOLDERS = ['shell', 'mf-*', 'packages/web-kit'] as const;

/**
 * One vitest project for the tests of every front end: jsdom, run in VM contexts of long-lived worker threads, so
 * jsdom and the shared libraries load once per worker for all of them. A project per front end started its workers
 * (and loaded all that) again for each of the nine. A workspace's own run picks its files by folder.
 */
export const frontEndsProject: TestProjectInlineConfiguration = {
  // In a VM context react-router-dom's CommonJS build requires react-router's ES module, which a VM cannot load;
  // its ES module build imports the ES modules instead.
  resolve: { alias: { 'react-router-dom': fileURLToPath(import.meta.resolve('react-router-dom')) } },
  test: {
    name: 'front-ends',
    environment: 'jsdom',
    globals: true,
    pool: 'vmThreads',
    include: FRONT_END_TEST_FOLDERS.map((folder) => `${folder}/src/**/*.test.{ts,tsx}`),
    setupFiles: [here('./web-globals.ts'), here('./testing-library.ts')],
    // user-event types and clicks at a person's pace; on a busy two-core machine a long form passes 5 s.
    testTimeout: 20_000,
  },
};
