import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSignedInBefore, rememberSignedIn } from './sessionHint.ts';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the signed-in hint', () => {
  it('is absent for a first visit, set by a sign-in and cleared by a sign-out', () => {
    expect(hasSignedInBefore()).toBe(false);
    rememberSignedIn(true);
    expect(hasSignedInBefore()).toBe(true);
    rememberSignedIn(false);
    expect(hasSignedInBefore()).toBe(false);
  });

  it('counts as absent when storage refuses to be read or written', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => rememberSignedIn(true)).not.toThrow();
    expect(hasSignedInBefore()).toBe(false);
  });
});
