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
export * from './voice.ts';
export * from './voiceChoice.ts';
export * from './soundtrack.ts';
export * from './ids.ts';
export * from './account.ts';
export * from './library.ts';
export * from './publisher.ts';
export * from './projectCopy.ts';
