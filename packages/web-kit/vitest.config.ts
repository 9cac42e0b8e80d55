import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'web-kit', environment: 'jsdom', globals: true } });
