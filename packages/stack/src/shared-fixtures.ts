import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './config.ts';

/**
 * The shared test inputs (real files nobody on the project wrote: .docx scripts, a whole novel), kept in
 * shared/fixtures beside the checkout, where every developer's machine and CI have them.
 */
export const sharedFixturesDir = path.resolve(repoRoot, '../shared/fixtures');

/** The path of a shared fixture, say `sharedFixture('docx', 'single-paragraph.docx')`. */
export const sharedFixture = (...parts: string[]): string => path.join(sharedFixturesDir, ...parts);

export const readSharedFixture = (...parts: string[]): Buffer => readFileSync(sharedFixture(...parts));
