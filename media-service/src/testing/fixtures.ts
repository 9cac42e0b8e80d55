import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The shared test inputs (real files nobody on the project wrote); FIXTURES_DIR points elsewhere if need be. */
export const fixturesDir = process.env.FIXTURES_DIR ?? '/work/shared/fixtures';

export const fixture = (relative: string): Buffer => readFileSync(path.join(fixturesDir, relative));
