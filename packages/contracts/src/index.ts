// @reeltalk/contracts follows semver: removing or changing an export (a schema, a type, a message, a rule) is a major
// bump, adding one a minor bump. Each remote declares the range it was built against (^1.0.0) and the shell loads no
// remote whose range its own version misses; after a major bump, release the remotes first (the running shell keeps
// loading their last compatible releases), then the shell.
// Owned per file: limits/validation/messages (the spec's rules and texts), project/user/api (API bodies).
export * from './limits.ts';
export * from './validation/index.ts';
export * from './messages/index.ts';
export * from './api.ts';
export * from './user.ts';
export * from './project.ts';
export * from './narration.ts';
export * from './jobs.ts';
export * from './media.ts';
export * from './mediaRoutes.ts';
export * from './voice.ts';
export * from './voiceChoice.ts';
export * from './soundtrack.ts';
export * from './ids.ts';
export * from './account.ts';
export * from './library.ts';
export * from './publisher.ts';
export * from './projectCopy.ts';
export * from './share.ts';
export * from './export.ts';
export * from './audiobook.ts';
export * from './audiobookExport.ts';
export * from './words.ts';
export * from './pronunciation.ts';
export * from './pronunciationIpa.ts';
export * from './scriptEdit.ts';
export * from './remoteRegistry.ts';
export * from './remoteManifest.ts';
export * from './remoteModules.ts';
export * from './clientEvent.ts';
export * from './version.ts';
