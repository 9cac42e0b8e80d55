export {
  frontEnds,
  isRemoteName,
  portVariable,
  readStackConfig,
  remotes,
  repoRoot,
  type FrontEndName,
  type RemoteName,
  type StackConfig,
} from './config.ts';
export { ReleaseRefused } from './release/errors.ts';
export { releasesFolder } from './release/folder-store.ts';
export { openReleaseStore } from './release/open-store.ts';
export { ReleaseRegistry } from './release/registry.ts';
export type { ReleaseStore } from './release/store.ts';
export { startBackingServices, storageEnv, type BackingServices, type S3Settings } from './embedded.ts';
export { readSharedFixture, sharedFixture, sharedFixturesDir } from './shared-fixtures.ts';
export { testStackEnv } from './test-slot.ts';
export { e2eStackEnv, E2E_PROJECTS, E2E_STACK_RUNNING } from './e2e-stack.ts';
export { fuzzRuns, slowTests } from './test-depth.ts';
export { waitForHttp, type WaitOptions } from './wait.ts';
export { chromiumArgs, findChromium, launchChromium } from './chromium.ts';
export { buildApp, buildApps, type BuildResult } from './build.ts';
export {
  pieceLogFile,
  readStackFile,
  startPiece,
  stopPiece,
  stackFilePath,
  type PieceOptions,
  type PieceRecord,
  type StackFile,
} from './stack-file.ts';
export { audioChapters, audioLoudness, audioTags, type AudioWindow } from './audio-measure.ts';
