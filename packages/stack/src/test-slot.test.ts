import { afterEach, describe, expect, it } from 'vitest';
import { testStackEnv } from './test-slot.ts';

describe('testStackEnv', () => {
  const before = process.env.TEST_SLOT;
  afterEach(() => {
    if (before === undefined) delete process.env.TEST_SLOT;
    else process.env.TEST_SLOT = before;
  });

  it('keeps the base ports and folder without a slot', () => {
    delete process.env.TEST_SLOT;
    expect(testStackEnv(200, '.data/test-bff')).toEqual({ PORT_OFFSET: '200', DATA_DIR: '.data/test-bff' });
  });

  it('moves a slot 7000 ports on, past the whole default port range, and into its own folder', () => {
    process.env.TEST_SLOT = '3';
    expect(testStackEnv(200, '.data/test-bff')).toEqual({ PORT_OFFSET: '21200', DATA_DIR: '.data/test-bff-slot3' });
  });

  it('refuses a slot that is not a small whole number', () => {
    for (const slot of ['x', '9', '-1']) {
      process.env.TEST_SLOT = slot;
      expect(() => testStackEnv(200, '.data/test-bff')).toThrow(/TEST_SLOT/);
    }
  });
});
