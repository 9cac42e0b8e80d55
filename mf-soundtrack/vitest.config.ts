import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'mf-soundtrack', environment: 'jsdom', globals: true } });
