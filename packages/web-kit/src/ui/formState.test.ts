import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Every front end's component files: the shell's, each remote's and web-kit's. */
function componentFiles(): string[] {
  const folders = readdirSync(ROOT).filter((name) => name === 'shell' || name.startsWith('mf-'));
  return [...folders.map((folder) => path.join(folder, 'src')), 'packages/web-kit/src'].flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => path.join(folder, file)),
  );
}

// `const [touched, setTouched] = useState…`: a form's state kept by hand beside the one useSchemaForm keeps.
const HAND_ROLLED_FORM_STATE = /const \[(\w*(?:touched|submitted|submitting|busy|posting)\w*),\s*set\w+\] = useState/gi;

// `const [problem, setProblem] = useState…`: a field's message kept by hand beside the form's errors.
const HAND_ROLLED_PROBLEM = /const \[((?:problem|error)s?),\s*set\w+\] = useState/gi;

// `aria-invalid={…}` written by a component: a control marked invalid apart from the message that says why.
const HAND_ROLLED_INVALID = /aria-invalid=/g;

/** `pattern`'s matches in the component files holding a form (all of them when `formsOnly` is false). */
function matchesIn(files: readonly string[], pattern: RegExp, formsOnly: boolean): string[] {
  return files.flatMap((file) => {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    if (formsOnly && !source.includes('<form')) return [];
    return [...source.matchAll(pattern)].map((match) => `${file}: ${match[1] ?? match[0]}`);
  });
}

describe('forms', () => {
  it('keep whether they were touched, submitted or are submitting in the form state, not in a useState of their own', () => {
    const files = componentFiles();
    expect(files).toContain(path.join('shell', 'src', 'signup', 'SignupPage.tsx'));
    expect(matchesIn(files, HAND_ROLLED_FORM_STATE, true)).toEqual([]);
  });

  it("keep each field's problem in the form's errors, not in a useState of their own", () => {
    expect(matchesIn(componentFiles(), HAND_ROLLED_PROBLEM, true)).toEqual([]);
  });

  it('leave marking a control invalid to the Field that shows why', () => {
    const field = path.join('packages', 'web-kit', 'src', 'ui', 'Field.tsx');
    const others = componentFiles().filter((file) => file !== field);
    expect(matchesIn(others, HAND_ROLLED_INVALID, false)).toEqual([]);
  });
});
