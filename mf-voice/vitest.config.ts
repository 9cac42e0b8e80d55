import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'mf-voice', environment: 'jsdom', globals: true } });
