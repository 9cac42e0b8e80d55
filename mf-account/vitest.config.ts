import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'mf-account', environment: 'jsdom', globals: true } });
