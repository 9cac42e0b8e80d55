export { frontEnds, portVariable, readStackConfig, repoRoot, type FrontEndName, type StackConfig } from './config.ts';
export { startBackingServices, storageEnv, type BackingServices, type S3Settings } from './embedded.ts';
export { readSharedFixture, sharedFixture, sharedFixturesDir } from './shared-fixtures.ts';
export { testStackEnv } from './test-slot.ts';
export { fuzzRuns, slowTests } from './test-depth.ts';
export { waitForHttp, type WaitOptions } from './wait.ts';
export { chromiumArgs, findChromium, launchChromium } from './chromium.ts';
export { buildApp, buildApps, type BuildResult } from './build.ts';
export {
  readStackFile,
  startPiece,
  stopPiece,
  stackFilePath,
  type PieceOptions,
  type PieceRecord,
  type StackFile,
} from './stack-file.ts';
