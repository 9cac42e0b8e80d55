import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'mf-export', environment: 'jsdom', globals: true } });
