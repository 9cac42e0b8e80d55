import { describe, expect, it } from 'vitest';
import { isUuid } from './ids.ts';

describe('isUuid', () => {
  it('takes UUIDs in either case and nothing else', () => {
    expect(isUuid('0b5e8a4c-1f2d-4e3a-9b8c-7d6e5f4a3b2c')).toBe(true);
    expect(isUuid('0B5E8A4C-1F2D-4E3A-9B8C-7D6E5F4A3B2C')).toBe(true);
    expect(isUuid('p1')).toBe(false);
    expect(isUuid('0b5e8a4c-1f2d-4e3a-9b8c-7d6e5f4a3b2c ')).toBe(false);
    expect(isUuid("0b5e8a4c-1f2d-4e3a-9b8c-7d6e5f4a3b2' OR 1=1")).toBe(false);
  });
});
