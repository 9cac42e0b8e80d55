import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'mf-upload', environment: 'jsdom', globals: true } });
