// The exposed './Step': the step lives in ./review/, held here to the shell's contract for it.
import type { ExposedComponent } from '@reeltalk/contracts';
import ReviewStep from './review/ReviewStep.tsx';

export default ReviewStep satisfies ExposedComponent<'mf_review', './Step'>;
