// The exposed './Step': the voice step lives in ./voice/.
export { default } from './voice/VoiceStep.tsx';
