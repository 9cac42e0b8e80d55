import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server-kit',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
