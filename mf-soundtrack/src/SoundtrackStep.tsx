// The exposed './Step': the soundtrack step lives in ./soundtrack/.
export { default } from './soundtrack/SoundtrackTimingStep.tsx';
