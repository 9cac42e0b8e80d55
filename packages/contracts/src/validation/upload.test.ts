import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from './displayText.ts';
import {
  fileExtension,
  SCRIPT_NAME_MAX,
  scriptDisplayName,
  validateProjectName,
  validateScriptFile,
} from './upload.ts';

const MB = 1024 * 1024;

describe('validateScriptFile', () => {
  it.each([
    ['script.pdf', 100, 'File type not supported. Please upload: .docx, .txt'],
    ['script.doc', 100, 'File type not supported. Please upload: .docx, .txt'],
    ['script', 100, 'File type not supported. Please upload: .docx, .txt'],
    ['script.txt', 10 * MB + 1, 'File too large. Maximum size is 10MB'],
    ['script.docx', 10 * MB, ''],
    ['My.Script.DOCX', 2048, ''],
    ['notes.txt', 1, ''],
    ['notes.txt', 0, 'The file is empty.'],
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
    ["Alice's (1)", ''],
    ['Nul\u0000', TEXT_MESSAGES.unsafe('Project name')],
    ['\u200B\u200B', TEXT_MESSAGES.invisible('Project name')],
    ['\u202Eoverride', TEXT_MESSAGES.unsafe('Project name')],
  ])('%j → %j', (name, expected) => {
    expect(validateProjectName(name)).toBe(expected);
  });
});

describe('scriptDisplayName', () => {
  it.each([
    ["Alice's Adventures.txt", "Alice's Adventures.txt"],
    ['My Script (1).txt', 'My Script (1).txt'],
    ['C:\\fakepath\\draft.docx', 'draft.docx'],
    ['folder/draft.docx', 'draft.docx'],
    ['Cafe\u0301.txt', 'Caf\u00e9.txt'],
    ['  spaced .txt ', 'spaced .txt'],
    ['evil\u202Etxt.exe', 'eviltxt.exe'],
    ['tab\tand\nbreak.txt', 'tabandbreak.txt'],
    ['lone\ud800.txt', 'lone.txt'],
  ])('%j → %j', (raw, expected) => {
    expect(scriptDisplayName(raw)).toBe(expected);
  });

  it('shortens a long name before its extension, so its type survives', () => {
    const name = scriptDisplayName(`${'a'.repeat(300)}.docx`);
    expect(name).toBe(`${'a'.repeat(SCRIPT_NAME_MAX - 5)}.docx`);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const name = scriptDisplayName(`${'😀'.repeat(300)}.txt`);
    expect(Array.from(name)).toHaveLength(SCRIPT_NAME_MAX);
    expect(name.endsWith('😀.txt')).toBe(true);
  });

  it('cuts a name whose only dot is far from its end as it is', () => {
    expect(scriptDisplayName(`a.${'b'.repeat(300)}`)).toHaveLength(SCRIPT_NAME_MAX);
  });
});
