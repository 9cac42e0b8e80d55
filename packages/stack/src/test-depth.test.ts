import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module read afresh, as a test process would load it with REELTALK_SLOW_TESTS as `value`. */
async function depthWith(value: string | undefined) {
  vi.resetModules();
  vi.stubEnv('REELTALK_SLOW_TESTS', value);
  return import('./test-depth.ts');
}

describe('test depth', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('runs the quick number without the slow switch', async () => {
    for (const value of [undefined, '', '0', 'true']) {
      const depth = await depthWith(value);
      expect(depth.slowTests, String(value)).toBe(false);
      expect(depth.fuzzRuns(5, 120)).toBe(5);
    }
  });

  it('runs the full number in the slow suite', async () => {
    const depth = await depthWith('1');
    expect(depth.slowTests).toBe(true);
    expect(depth.fuzzRuns(5, 120)).toBe(120);
  });
});
