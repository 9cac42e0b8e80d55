import { describe, expect, it } from 'vitest';
import { isSafeZipPath } from './zip-path.ts';

describe('isSafeZipPath', () => {
  it.each([
    ['projects/My Book (1a2b3c4d)/script.docx', true],
    ['projects/Café 東京 (1a2b3c4d)/narration.mp3', true],
    ['manifest.json', true],
    ['', false],
    ['/etc/passwd', false],
    ['projects/../../etc/passwd', false],
    ['projects/./script.txt', false],
    ['projects//script.txt', false],
    ['projects\\..\\evil.exe', false],
    ['C:/Windows/evil.exe', false],
    ['projects/a\u0000b.txt', false],
    ['projects/line\nbreak.txt', false],
    ['a'.repeat(301), false],
  ])('%j → %s', (path, safe) => {
    expect(isSafeZipPath(path)).toBe(safe);
  });
});
