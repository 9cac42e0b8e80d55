// @reeltalk/web-kit follows semver: removing or changing an export (a hook, a component, an action creator, the
// store's or the API client's behaviour a front end relies on) is a major bump, adding one a minor bump. Each remote
// declares the range it was built against (^1.0.0) and the shell loads no remote whose range its own version misses.
export * from './auth/index.ts';
export * from './api/index.ts';
export * from './store/index.ts';
export * from './ui/index.ts';
export { AUDIO_PLAY_EVENT } from './audio/claimAudioPlayback.ts';
export { joinAudioPlayback } from './audio/joinAudioPlayback.ts';
export { fetchAudioUrl } from './audio/presignedAudioUrl.ts';
export { peaksDuration, peaksFromJson, placeholderPeaks } from './audio/peaks.ts';
export { WAVEFORM_LOOK } from './audio/waveformLook.ts';
export type { RuntimeConfig } from './runtimeConfig.ts';
export { STEP_ACTION_EVENT, announceStepAction, onStepAction, type StepActionDetail } from './remoteContracts.ts';
export { WEB_KIT_VERSION } from './version.ts';
