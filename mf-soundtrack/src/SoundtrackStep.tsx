// The exposed './Step': the step lives in ./soundtrack/, held here to the shell's contract for it.
import type { ExposedComponent } from '@reeltalk/contracts';
import SoundtrackTimingStep from './soundtrack/SoundtrackTimingStep.tsx';

export default SoundtrackTimingStep satisfies ExposedComponent<'mf_soundtrack', './Step'>;
