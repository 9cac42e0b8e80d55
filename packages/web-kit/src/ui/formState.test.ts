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

describe('forms', () => {
  it('keep whether they were touched, submitted or are submitting in the form state, not in a useState of their own', () => {
    const files = componentFiles();
    expect(files).toContain(path.join('shell', 'src', 'signup', 'SignupPage.tsx'));
    const handRolled = files.flatMap((file) => {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      if (!source.includes('<form')) return [];
      return [...source.matchAll(HAND_ROLLED_FORM_STATE)].map((match) => `${file}: ${match[1]}`);
    });
    expect(handRolled).toEqual([]);
  });
});
