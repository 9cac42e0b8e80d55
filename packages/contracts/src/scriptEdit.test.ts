import { describe, expect, it } from 'vitest';
import {
  regenerateUnitSchema,
  saveScriptSchema,
  SCRIPT_EDIT_MESSAGES,
  SCRIPT_UNIT_MAX_CHARS,
  scriptProblem,
  scriptUnitSchema,
} from './scriptEdit.ts';

const title = (text: string) => ({ chapter: null, heading: true, text });
const heading = (chapter: number, text: string) => ({ chapter, heading: true, text });
const paragraph = (chapter: number, text: string) => ({ chapter, heading: false, text });
const BASE = '3f1c2a9e-8d4b-4c7a-9e2f-1a2b3c4d5e6f';

describe('scriptProblem', () => {
  it('accepts a script as extraction gives it: title, then chapters with and without titles', () => {
    expect(
      scriptProblem([title('Book'), heading(0, 'One'), paragraph(0, 'a.'), paragraph(1, 'b.'), heading(2, 'Three')]),
    ).toBeNull();
    expect(scriptProblem([paragraph(0, 'Only a paragraph.')])).toBeNull();
  });

  it('keeps the title first and a heading', () => {
    expect(scriptProblem([paragraph(0, 'a.'), title('Late')])).toBe(SCRIPT_EDIT_MESSAGES.titleFirst);
    expect(scriptProblem([{ chapter: null, heading: false, text: 'Title' }])).toBe(SCRIPT_EDIT_MESSAGES.titleHeading);
  });

  it('wants chapters in order from the first, without gaps or going back', () => {
    expect(scriptProblem([paragraph(1, 'a.')])).toBe(SCRIPT_EDIT_MESSAGES.chapterOrder);
    expect(scriptProblem([paragraph(0, 'a.'), paragraph(2, 'b.')])).toBe(SCRIPT_EDIT_MESSAGES.chapterOrder);
    expect(scriptProblem([paragraph(0, 'a.'), paragraph(1, 'b.'), paragraph(0, 'c.')])).toBe(
      SCRIPT_EDIT_MESSAGES.chapterOrder,
    );
  });

  it("puts a chapter's title only first in its chapter", () => {
    expect(scriptProblem([paragraph(0, 'a.'), heading(0, 'Late title')])).toBe(SCRIPT_EDIT_MESSAGES.headingFirst);
    expect(scriptProblem([paragraph(0, 'a.'), heading(1, 'Two'), paragraph(1, 'b.')])).toBeNull();
  });

  it('needs at least one word', () => {
    expect(scriptProblem([])).toBe(SCRIPT_EDIT_MESSAGES.noWords);
    expect(scriptProblem([paragraph(0, '* * *'), paragraph(0, '—')])).toBe(SCRIPT_EDIT_MESSAGES.noWords);
    expect(scriptProblem([paragraph(0, '* * *'), paragraph(0, 'Words.')])).toBeNull();
  });
});

describe('script bodies', () => {
  it('reads a unit as take 0 unless told, trimmed, and refuses an overlong or blank one', () => {
    expect(scriptUnitSchema.parse({ chapter: 0, heading: false, text: '  Hi.  ' })).toEqual({
      chapter: 0,
      heading: false,
      text: 'Hi.',
      take: 0,
    });
    expect(scriptUnitSchema.safeParse({ chapter: 0, heading: false, text: '   ' }).success).toBe(false);
    const long = 'a'.repeat(SCRIPT_UNIT_MAX_CHARS + 1);
    expect(scriptUnitSchema.safeParse({ chapter: 0, heading: false, text: long }).success).toBe(false);
    expect(scriptUnitSchema.safeParse({ chapter: 0, heading: false, text: 'a', take: 100 }).success).toBe(false);
    expect(scriptUnitSchema.safeParse({ chapter: 0, heading: false, text: 'a', extra: 1 }).success).toBe(false);
  });

  it("refuses a saved script with scriptProblem's sentence", () => {
    const result = saveScriptSchema.safeParse({ baseVersionId: BASE, units: [paragraph(1, 'a.')] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(SCRIPT_EDIT_MESSAGES.chapterOrder);
    expect(saveScriptSchema.safeParse({ baseVersionId: 'v1', units: [paragraph(0, 'a.')] }).success).toBe(false);
    expect(saveScriptSchema.safeParse({ baseVersionId: BASE, units: [paragraph(0, 'a.')] }).success).toBe(true);
  });

  it('names a unit to regenerate by its place', () => {
    expect(regenerateUnitSchema.safeParse({ baseVersionId: BASE, unitIndex: 3 }).success).toBe(true);
    expect(regenerateUnitSchema.safeParse({ baseVersionId: BASE, unitIndex: -1 }).success).toBe(false);
    expect(regenerateUnitSchema.safeParse({ baseVersionId: BASE, unitIndex: 1.5 }).success).toBe(false);
  });
});
