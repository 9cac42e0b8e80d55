import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'mf-review', environment: 'jsdom', globals: true } });
