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
export {
  STEP_ACTION_EVENT,
  announceStepAction,
  onStepAction,
  type StepActionDetail,
  type StepProps,
} from './remoteContracts.ts';
