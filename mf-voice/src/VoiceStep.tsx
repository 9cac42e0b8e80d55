// The exposed './Step': the step lives in ./voice/, held here to the shell's contract for it.
import type { ExposedComponent } from '@reeltalk/contracts';
import VoiceStep from './voice/VoiceStep.tsx';

export default VoiceStep satisfies ExposedComponent<'mf_voice', './Step'>;
