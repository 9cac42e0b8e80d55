import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'rspack-base',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
