export * from './auth/index.ts';
export * from './api/index.ts';
export * from './store/index.ts';
export * from './ui/index.ts';
export * from './format/index.ts';
export type { RuntimeConfig } from './runtimeConfig.ts';
export type { StepProps } from './remoteContracts.ts';
