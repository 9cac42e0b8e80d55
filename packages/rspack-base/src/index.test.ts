import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFrontEndConfig } from './index.ts';

const shell = path.resolve(import.meta.dirname, '../../../shell');

afterEach(() => vi.unstubAllEnvs());

describe('source maps', () => {
  it('a production build emits none, so no host can hand them out', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const config = createFrontEndConfig({ name: 'shell', isHost: true, dirname: shell });
    expect(config.mode).toBe('production');
    expect(config.devtool).toBe(false);
  });

  it('a development build keeps them for debugging', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(createFrontEndConfig({ name: 'shell', isHost: true, dirname: shell }).devtool).toBe('source-map');
  });
});
