import { describe, expect, it } from 'vitest';
import { fileExtension, validateProjectName, validateScriptFile } from './upload.ts';

const MB = 1024 * 1024;

describe('validateScriptFile', () => {
  it.each([
    ['script.pdf', 100, 'File type not supported. Please upload: .docx, .txt'],
    ['script.doc', 100, 'File type not supported. Please upload: .docx, .txt'],
    ['script', 100, 'File type not supported. Please upload: .docx, .txt'],
    ['script.txt', 10 * MB + 1, 'File too large. Maximum size is 10MB'],
    ['script.docx', 10 * MB, ''],
    ['My.Script.DOCX', 2048, ''],
    ['notes.txt', 0, ''],
  ])('%j (%i bytes) → %j', (name, size, expected) => {
    expect(validateScriptFile({ name, size })).toBe(expected);
  });

  it.each([
    ['a.TXT', '.txt'],
    ['archive.tar.gz', '.gz'],
    ['README', ''],
  ])('extension of %j is %j', (name, expected) => {
    expect(fileExtension(name)).toBe(expected);
  });
});

describe('validateProjectName', () => {
  it.each([
    ['', 'Enter project name to upload'],
    ['   ', 'Enter project name to upload'],
    ['x'.repeat(101), 'Project name must be at most 100 characters'],
    ['x'.repeat(100), ''],
    ['My Audiobook', ''],
  ])('%j → %j', (name, expected) => {
    expect(validateProjectName(name)).toBe(expected);
  });
});
